/** The PIN the customer or recipient shows the rider at the door, large and high in contrast. */
export function HandoverPinCard({
  label,
  hint,
  pin,
  className = '',
}: {
  /** The note's accessible name. */
  label: string;
  hint: string;
  pin: string;
  className?: string;
}) {
  return (
    <div
      role="note"
      aria-label={label}
      className={`rounded-2xl bg-primary-strong px-4 py-4 text-center text-white ${className}`.trim()}
    >
      <p className="text-sm font-semibold">{hint}</p>
      <p className="mt-1 font-mono text-4xl font-extrabold tracking-[0.4em]">{pin}</p>
    </div>
  );
}
