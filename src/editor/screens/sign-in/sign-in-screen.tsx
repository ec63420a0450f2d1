/**
 * The editor's sign-in screen: "Email", "Password", "Sign in" over the owner session call. The
 * email is checked before sending ('Please enter a valid email.', ADM-15); the server's wrong
 * password and too-many-attempts messages are shown as it words them; a call that never reaches
 * the server says 'Unable to connect. Please try again' (ADM-37).
 */
import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { isValidEmail } from '../../../shared/email';
import { ApiError } from '../../api/owner-client';
import { useSession } from '../../app/session';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email.';
export const CONNECTION_MESSAGE = 'Unable to connect. Please try again';

export function SignInScreen() {
  const { site, signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!isValidEmail(email.trim())) {
      setEmailError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      await signIn(email.trim(), password);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : CONNECTION_MESSAGE);
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <div className="sign-in__card">
        <p className="sign-in__brand" aria-hidden="true">
          Stoa
        </p>
        <h1 className="sign-in__title">Sign in to {site.title || 'your site'}</h1>
        <Form onSubmit={submit} validationBehavior="aria" className="form-stack">
          <TextField name="email" type="email" autoComplete="username" value={email} onChange={setEmail} isInvalid={emailError !== null} isRequired className="field">
            <Label>Email</Label>
            <Input className="input" />
            <FieldError className="field__error">{emailError}</FieldError>
          </TextField>
          <TextField name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} isRequired className="field">
            <Label>Password</Label>
            <Input className="input" />
          </TextField>
          {failure !== null && (
            <p role="alert" className="notice notice--error">
              {failure}
            </p>
          )}
          <Button type="submit" className="button button--primary" isDisabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </Form>
      </div>
    </main>
  );
}
