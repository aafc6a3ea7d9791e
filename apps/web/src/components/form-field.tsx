import { useId, type InputHTMLAttributes } from 'react';

/** A labelled text input with an optional hint, as the account forms use it. */
export function FormField({
  label,
  hint,
  onValue,
  className = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> & {
  label: string;
  hint?: string;
  onValue: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValue(event.target.value)}
        className="min-h-12 rounded-xl border border-line px-4 text-[15px] outline-none focus:border-primary"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
