import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorNote } from '../../components/ui';
import { useLogin } from '../../features/auth/api/login';
import { unlockSound } from '../../lib/beep';
import { errorMessage } from '../../lib/console-api';
import { takeSessionEndReason } from '../../lib/session';

export function LoginRoute() {
  const login = useLogin();
  const [endReason] = useState(takeSessionEndReason);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailId = useId();
  const passwordId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The click that logs in also lets the new-order alert play later.
    unlockSound();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <main className="grid min-h-dvh place-items-center bg-canvas p-4">
      <form
        onSubmit={onSubmit}
        className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow-sm"
        aria-labelledby="login-title"
      >
        <div>
          <p className="text-sm font-semibold text-muted">Swiftbite console</p>
          <h1 id="login-title" className="text-2xl font-bold">
            Log in
          </h1>
          <p className="text-sm text-muted">For store owners and admins.</p>
        </div>
        {endReason ? (
          <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-950">
            Your session ended (admins are signed out after 30 minutes without activity). Log in
            again to go on.
          </p>
        ) : null}
        <div className="space-y-1">
          <label htmlFor={emailId} className="block text-sm font-medium">
            Email
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="w-full rounded-md border border-line px-3 py-2"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={passwordId} className="block text-sm font-medium">
            Password
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="w-full rounded-md border border-line px-3 py-2"
          />
        </div>
        {login.isError ? <ErrorNote>{errorMessage(login.error)}</ErrorNote> : null}
        <Button type="submit" tone="primary" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </main>
  );
}
