/** "Invite contributor": an email and a role, sent to the server which emails the link. */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, DialogTrigger } from 'react-aria-components';
import { isValidEmail } from '../../../shared/email';
import { ContributorRole } from '../../../shared/enums';
import { contributorEndpoints } from '../../../shared/api/site-endpoints';
import { ApiError, ownerCall } from '../../api/owner-client';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';
import { RoleSelect } from './role-select';

export function InviteDialog({ onInvited }: { onInvited(email: string): void }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<number>(ContributorRole.EDITOR);
  const [emailError, setEmailError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => ownerCall(contributorEndpoints.invite, { body: { email: email.trim(), role } }),
    onSuccess: () => {
      onInvited(email.trim());
      setOpen(false);
      setEmail('');
    },
    onError: (error) => setEmailError(error instanceof ApiError ? (error.errors.email ?? null) : null),
  });

  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) invite.reset();
      }}
    >
      <Button className="button button--primary">Invite contributor</Button>
      <EditorDialog
        title="Invite contributor"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isValidEmail(email.trim())) {
            setEmailError('Please enter a valid email.');
            return;
          }
          setEmailError(null);
          invite.mutate();
        }}
        submit={{ label: invite.isPending ? 'Sending…' : 'Send invitation', isDisabled: invite.isPending }}
      >
        <p className="field__help">They get an email with a link to join this site.</p>
        <TextField label="Email" type="email" value={email} onChange={setEmail} error={emailError} autoFocus />
        <RoleSelect label="Role" value={role} onChange={setRole} />
        {invite.error !== null && invite.error !== undefined && emailError === null && (
          <p role="alert" className="notice notice--error">
            {invite.error.message}
          </p>
        )}
      </EditorDialog>
    </DialogTrigger>
  );
}
