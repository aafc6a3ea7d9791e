const wholeMoney = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Minor units (paise) to a display amount: 45000 → ₹450, 73290 → ₹732.90. */
export function formatMoney(minor: number): string {
  return minor % 100 === 0 ? wholeMoney.format(minor / 100) : money.format(minor / 100);
}

const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** Today's times as "7:05 pm", other days with the date. */
export function formatOrderTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? time.format(date) : dayAndTime.format(date);
}
