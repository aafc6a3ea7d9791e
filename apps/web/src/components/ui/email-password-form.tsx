import { useState, type FormEvent } from 'react';
import { Button } from './button';

export interface EmailPasswordFormLabels {
  email: string;
  password: string;
  submit: string;
  submitting: string;
}

/**
 * The email and password form of every log-in (customers, delivery partners): labelled fields, the
 * error as an alert, and a submit button that waits for both fields and for the call in flight.
 */
export function EmailPasswordForm({
  idPrefix,
  labels,
  isPending,
  errorMessage,
  emailAutoComplete = 'email',
  onSubmit,
}: {
  idPrefix: string;
  labels: EmailPasswordFormLabels;
  isPending: boolean;
  errorMessage: string | null;
  emailAutoComplete?: 'email' | 'username';
  onSubmit: (credentials: { email: string; password: string }) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password });
  };
  const field =
    'min-h-12 rounded-xl border border-line px-4 text-[15px] outline-none focus:border-primary';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-email`} className="text-sm font-semibold text-ink">
          {labels.email}
        </label>
        <input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete={emailAutoComplete}
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={field}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-password`} className="text-sm font-semibold text-ink">
          {labels.password}
        </label>
        <input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={field}
        />
      </div>
      {errorMessage ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {errorMessage}
        </p>
      ) : null}
      <Button type="submit" disabled={isPending || !email || !password}>
        {isPending ? labels.submitting : labels.submit}
      </Button>
    </form>
  );
}
