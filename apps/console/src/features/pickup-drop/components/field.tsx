import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * A labelled input with its unit and its error under it. The error is tied to the input
 * (aria-invalid, aria-describedby), so a screen reader reads it with the field.
 */
export function Field({
  label,
  value,
  onValue,
  error,
  unit,
  hideLabel = false,
  className = '',
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  /** Shown beside the input: "₹" before, anything else after. */
  unit?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  const errorId = useId();
  const before = unit === '₹';
  return (
    <div className={`min-w-0 space-y-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium'}>
        {label}
      </label>
      <div className="flex items-center gap-1">
        {unit && before ? <Unit>{unit}</Unit> : null}
        <input
          {...props}
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.value)}
          className={`w-full min-w-0 rounded-md border px-2 py-1.5 text-sm ${error ? 'border-red-700' : 'border-line'}`}
        />
        {unit && !before ? <Unit>{unit}</Unit> : null}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function Unit({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="text-sm text-muted">
      {children}
    </span>
  );
}

export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-xs font-medium text-red-800">
      {error}
    </p>
  );
}

/** A titled part of the form. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border border-line p-4">
      <div>
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
