/**
 * Contributors: who works on the site and with which role, and the invitations not yet
 * accepted (spec §3). Inviting sends the email through the site's outbox (the server does);
 * removing someone asks first.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContributorView, InvitationView } from '../../../shared/api/contributors';
import { contributorEndpoints } from '../../../shared/api/site-endpoints';
import { ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { roleName } from './contributor-roles';
import { InviteDialog } from './invite-dialog';
import { RoleSelect } from './role-select';
import { settingsKeys } from './settings-queries';
import { StatusAndError } from '../../components/save-status';

export function ContributorsSection() {
  const list = useQuery({ queryKey: settingsKeys.contributors, queryFn: () => ownerCall(contributorEndpoints.list, {}) });
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: settingsKeys.contributors });
  const report = { ok: (text: string) => (setFailure(null), setStatus(text)), failed: (error: unknown) => (setStatus(''), setFailure(error instanceof Error ? error.message : 'Something went wrong')) };

  return (
    <div className="form-stack">
      <h2 className="settings-section__title">Contributors</h2>
      <div>
        <InviteDialog
          onInvited={(email) => {
            report.ok(`Invitation sent to ${email}`);
            void refresh();
          }}
        />
      </div>
      <StatusAndError status={status} error={failure} className="save-status" />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <>
          <h3 className="settings-subtitle">People</h3>
          <ul className="people-list">
            {list.data.contributors.map((person) => (
              <ContributorRow key={person.userId} person={person} report={report} refresh={refresh} />
            ))}
          </ul>
          <h3 className="settings-subtitle">Invitations</h3>
          {list.data.invitations.length === 0 ? (
            <p>No invitations waiting.</p>
          ) : (
            <ul className="people-list" aria-label="Invitations">
              {list.data.invitations.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} report={report} refresh={refresh} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

interface RowProps {
  report: { ok(text: string): void; failed(error: unknown): void };
  refresh(): Promise<void>;
}

function ContributorRow({ person, report, refresh }: RowProps & { person: ContributorView }) {
  const { owner } = useSession();
  const [dialog, confirm] = useConfirm();
  const isSelf = owner?.user.id === person.userId;
  const changeRole = useMutation({
    mutationFn: (role: number) => ownerCall(contributorEndpoints.changeRole, { params: { userId: person.userId }, body: { role } }),
    onSuccess: (answer) => {
      report.ok(`${person.email} is now ${roleName(answer.contributor.role)}`);
      void refresh();
    },
    onError: report.failed,
  });
  const remove = useMutation({
    mutationFn: () => ownerCall(contributorEndpoints.remove, { params: { userId: person.userId } }),
    onSuccess: () => {
      report.ok(`${person.email} was removed`);
      void refresh();
    },
    onError: report.failed,
  });

  return (
    <li className="people-list__row">
      <div className="people-list__who">
        <span className="people-list__name">{person.displayName || person.email}</span>
        {person.displayName !== '' && person.displayName !== person.email && <span className="people-list__email">{person.email}</span>}
        {isSelf && <span className="people-list__email">(you)</span>}
      </div>
      {isSelf ? (
        <span>{roleName(person.role)}</span>
      ) : (
        <>
          <RoleSelect label={`Role of ${person.email}`} hideLabel value={person.role} onChange={(role) => changeRole.mutate(role)} isDisabled={changeRole.isPending} />
          <button
            type="button"
            className="button button--small"
            disabled={remove.isPending}
            onClick={async () => {
              const sure = await confirm({ title: `Remove ${person.email}?`, body: 'They will no longer be able to work on this site.', confirmLabel: 'Remove', destructive: true });
              if (sure) remove.mutate();
            }}
          >
            Remove<span className="visually-hidden"> {person.email}</span>
          </button>
        </>
      )}
      {dialog}
    </li>
  );
}

function InvitationRow({ invitation, report, refresh }: RowProps & { invitation: InvitationView }) {
  const [dialog, confirm] = useConfirm();
  const resend = useMutation({
    mutationFn: () => ownerCall(contributorEndpoints.resendInvitation, { params: { invitationId: invitation.id } }),
    onSuccess: () => {
      report.ok(`Invitation sent to ${invitation.email}`);
      void refresh();
    },
    onError: report.failed,
  });
  const revoke = useMutation({
    mutationFn: () => ownerCall(contributorEndpoints.revokeInvitation, { params: { invitationId: invitation.id } }),
    onSuccess: () => {
      report.ok(`Invitation to ${invitation.email} withdrawn`);
      void refresh();
    },
    onError: report.failed,
  });
  return (
    <li className="people-list__row">
      <div className="people-list__who">
        <span className="people-list__name">{invitation.email}</span>
        <span className="people-list__email">
          {roleName(invitation.role)} · {invitation.status === 'expired' ? 'Expired' : 'Waiting for an answer'}
        </span>
      </div>
      <button type="button" className="button button--small" disabled={resend.isPending} onClick={() => resend.mutate()}>
        Resend<span className="visually-hidden"> invitation to {invitation.email}</span>
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={revoke.isPending}
        onClick={async () => {
          if (await confirm({ title: `Withdraw the invitation to ${invitation.email}?`, confirmLabel: 'Withdraw', destructive: true })) revoke.mutate();
        }}
      >
        Withdraw<span className="visually-hidden"> invitation to {invitation.email}</span>
      </button>
      {dialog}
    </li>
  );
}
