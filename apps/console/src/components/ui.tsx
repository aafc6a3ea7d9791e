import {
  useId,
  type ButtonHTMLAttributes,
  type Ref,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';

const TONES = {
  primary: 'bg-ink text-white hover:bg-black disabled:bg-muted',
  accept: 'bg-green-700 text-white hover:bg-green-800 disabled:bg-muted',
  danger: 'border border-red-700 text-red-700 hover:bg-red-50 disabled:opacity-50',
  plain: 'border border-line bg-white text-ink hover:bg-canvas disabled:opacity-50',
} as const;

export function Button({
  tone = 'plain',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  tone?: keyof typeof TONES;
  /** React 19 passes a ref as a prop: the button it names gets focus back after a form closes. */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex min-h-10 items-center justify-center rounded-md px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${TONES[tone]} ${className}`}
    />
  );
}

/** A labelled on/off switch: a real checkbox with role="switch", so keyboards and readers get it. */
export function Switch({
  label,
  checked,
  onChange,
  disabled,
  description,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  description?: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 py-2">
      <span className="min-w-0">
        <span className="block text-sm font-medium">{label}</span>
        {description ? (
          <span id={descriptionId} className="block text-xs text-muted">
            {description}
          </span>
        ) : null}
      </span>
      {/* The real checkbox lies over the drawn track, so a click or tap lands on it. */}
      <span className="relative h-6 w-11 shrink-0">
        <input
          type="checkbox"
          role="switch"
          aria-label={label}
          aria-describedby={description ? descriptionId : undefined}
          className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full bg-gray-400 transition-colors peer-checked:bg-green-700 peer-disabled:opacity-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink after:absolute after:top-0.5 after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </span>
    </label>
  );
}

/** A done message ("Saved.", "Coupon created."), read out by screen readers. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
      {children}
    </p>
  );
}

/** Figures in small tiles: a description list of label and value. */
export function Figures({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-md bg-canvas p-2">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="font-semibold break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}

/** A label and its text input, side by side in a grid or stacked (`labelClassName`). */
export function LabeledInput({
  label,
  value,
  onValue,
  labelClassName = '',
  className = '',
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: string | number;
  onValue: (value: string) => void;
  labelClassName?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        {...props}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        className={`rounded-md border border-line px-2 py-1 ${className}`}
      />
    </>
  );
}
