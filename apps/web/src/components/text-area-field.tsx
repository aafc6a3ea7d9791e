/**
 * A labelled text box (order note, review, cancel reason). `strong` is the section-heading label
 * of the checkout and rating screens; the default is the smaller form label.
 */
export function TextAreaField({
  id,
  label,
  value,
  onValue,
  maxLength,
  rows,
  placeholder,
  strong = false,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  maxLength: number;
  rows: number;
  placeholder?: string;
  strong?: boolean;
}) {
  return (
    <>
      <label
        htmlFor={id}
        className={
          strong ? 'text-[15px] font-extrabold text-ink' : 'text-sm font-semibold text-ink'
        }
      >
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        rows={rows}
        onChange={(event) => onValue(event.target.value)}
        placeholder={placeholder}
        className={`${strong ? 'mt-2' : 'mt-1.5'} w-full rounded-xl border border-line px-3 py-2 text-[15px] outline-none focus:border-primary`}
      />
    </>
  );
}
