import { useId, useState } from 'react';
import { Button } from '../../../components/ui';
import type { StoreItem } from '../api/store-items';

/**
 * A grocery item's counted units on the shelf: type a number and save; empty means "not counted"
 * (always orderable). Orders take units off at once and a cancelled order puts them back.
 */
export function StockField({
  item,
  isPending,
  onSave,
}: {
  item: StoreItem;
  isPending: boolean;
  onSave: (stockCount: number | null) => void;
}) {
  const id = useId();
  const saved = item.stock_count === null ? '' : String(item.stock_count);
  const [value, setValue] = useState(saved);
  const parsed = value.trim() === '' ? null : Number(value);
  const isValid = parsed === null || (Number.isInteger(parsed) && parsed >= 0 && parsed <= 100_000);
  const isChanged = value !== saved;
  return (
    <form
      className="flex items-center gap-2 pb-2 text-xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid && isChanged) onSave(parsed);
      }}
    >
      <label htmlFor={id} className="text-muted">
        Stock of {item.name}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        placeholder="Not counted"
        aria-invalid={!isValid}
        onChange={(event) => setValue(event.target.value)}
        className="w-24 rounded-md border border-line px-2 py-1"
      />
      {isChanged ? (
        <Button type="submit" tone="accept" className="min-h-8" disabled={!isValid || isPending}>
          {isPending ? 'Saving…' : 'Save'}
        </Button>
      ) : null}
      {item.stock_count === 0 ? (
        <span className="font-semibold text-red-800">Out of stock</span>
      ) : null}
    </form>
  );
}
