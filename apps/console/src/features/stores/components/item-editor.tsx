import { useId, useState } from 'react';
import { Button, ErrorNote, LabeledInput } from '../../../components/ui';
import type { ItemEdit, StoreItem } from '../api/store-items';

const UNITS = ['g', 'kg', 'ml', 'l', 'pcs'] as const;

/** "12.50" → 1250; empty → null; anything else → NaN (refused before sending). */
function toMinor(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

const fromMinor = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));

/**
 * Price and, for grocery, MRP, pack size and per-order maximum of one item. Checked here as the
 * server checks them (the MRP above the price, a pack size with its unit), so a mistake shows at
 * once; the server's answer still decides.
 */
export function ItemEditor({
  item,
  isGrocery,
  isPending,
  error,
  onSave,
  onCancel,
}: {
  item: StoreItem;
  isGrocery: boolean;
  isPending: boolean;
  error: string | null;
  onSave: (edit: ItemEdit) => void;
  onCancel: () => void;
}) {
  const ids = { pack: useId(), unit: useId() };
  const [price, setPrice] = useState(fromMinor(item.price));
  const [mrp, setMrp] = useState(fromMinor(item.mrp));
  const [packText, packUnitText] = item.pack ? item.pack.split(' ') : ['', ''];
  const [packQuantity, setPackQuantity] = useState(packText ?? '');
  const [packUnit, setPackUnit] = useState((packUnitText ?? '').toLowerCase());
  const [max, setMax] = useState(item.max_per_order === null ? '' : String(item.max_per_order));

  const priceMinor = toMinor(price);
  const mrpMinor = toMinor(mrp);
  const pack = packQuantity.trim() === '' ? null : Number(packQuantity);
  const unit = (UNITS as readonly string[]).includes(packUnit)
    ? (packUnit as (typeof UNITS)[number])
    : null;
  const limit = max.trim() === '' ? null : Number(max);
  const problem =
    priceMinor === null || Number.isNaN(priceMinor) || priceMinor < 1
      ? 'Enter a price, like 49 or 49.50.'
      : mrpMinor !== null && (Number.isNaN(mrpMinor) || mrpMinor <= priceMinor)
        ? 'The MRP must be above the price, or empty.'
        : (pack === null) !== (unit === null) || (pack !== null && !(pack > 0))
          ? 'A pack size needs a quantity above 0 and a unit.'
          : limit !== null && !(Number.isInteger(limit) && limit >= 1 && limit <= 100)
            ? 'The most per order is a whole number from 1 to 100, or empty.'
            : null;

  return (
    <form
      className="my-2 grid grid-cols-2 gap-2 rounded-md border border-line bg-canvas p-3 text-sm"
      aria-label={`Edit ${item.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (problem || priceMinor === null) return;
        onSave({
          itemId: item.id,
          price: priceMinor,
          mrp: isGrocery ? mrpMinor : item.mrp,
          packQuantity: isGrocery ? pack : null,
          packUnit: isGrocery ? unit : null,
          maxPerOrder: isGrocery ? limit : item.max_per_order,
        });
      }}
    >
      <LabeledInput label="Price" inputMode="decimal" value={price} onValue={setPrice} />
      {isGrocery ? (
        <>
          <LabeledInput label="MRP (optional)" inputMode="decimal" value={mrp} onValue={setMrp} />
          <label htmlFor={ids.pack}>Pack size</label>
          <div className="flex gap-1">
            <input
              id={ids.pack}
              inputMode="decimal"
              value={packQuantity}
              onChange={(event) => setPackQuantity(event.target.value)}
              className="w-20 rounded-md border border-line px-2 py-1"
            />
            <label htmlFor={ids.unit} className="sr-only">
              Pack unit
            </label>
            <select
              id={ids.unit}
              value={packUnit}
              onChange={(event) => setPackUnit(event.target.value)}
              className="rounded-md border border-line px-2 py-1"
            >
              <option value="">—</option>
              {UNITS.map((option) => (
                <option key={option} value={option}>
                  {option === 'l' ? 'L' : option}
                </option>
              ))}
            </select>
          </div>
          <LabeledInput
            label="Most per order (optional)"
            inputMode="numeric"
            value={max}
            onValue={setMax}
          />
        </>
      ) : null}
      {problem || error ? (
        <div className="col-span-2">
          <ErrorNote>{problem ?? error}</ErrorNote>
        </div>
      ) : null}
      <div className="col-span-2 flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" tone="accept" disabled={isPending || problem !== null}>
          {isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
