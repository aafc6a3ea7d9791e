/**
 * One line of a bill (`<dl>`): label and amount, `strong` for a total, `saving` for a discount,
 * and an optional small `note` below it.
 */
export function BillRow({
  label,
  value,
  strong = false,
  saving = false,
  note,
}: {
  label: string;
  value: string;
  strong?: boolean;
  saving?: boolean;
  note?: string;
}) {
  const line = (padding: string) => (
    <div
      className={`flex items-baseline justify-between gap-3 ${padding}${strong ? 'text-[15px] font-extrabold text-ink' : 'text-sm text-muted'}`}
    >
      <dt>{label}</dt>
      <dd className={saving ? 'font-semibold text-veg' : strong ? '' : 'text-ink'}>{value}</dd>
    </div>
  );
  if (!note) return line('py-1 ');
  return (
    <div className="py-1">
      {line('')}
      <p className="text-xs text-muted">{note}</p>
    </div>
  );
}
