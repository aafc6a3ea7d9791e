import { useDeferredValue, useId, useState } from 'react';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { Button, ErrorNote, LabeledInput } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useStoreItems } from '../../../lib/store-items';
import { useMoney } from '../../../lib/use-money';
import { usePicking, type PickingInput } from '../api/picking';

type Line = StoreOrder['items'][number];

const PREFERENCE_TEXT = {
  similar: 'If short: replace with a similar item',
  specific: 'If short: replace with the customer’s choice',
  remove: 'If short: remove it',
} as const;

function lineState(line: Line): string | null {
  const sub = line.substitution;
  if (line.settlement) {
    return line.settlement.outcome === 'replaced' && sub
      ? `Replaced with ${sub.quantity} × ${sub.name}`
      : 'Removed from the order';
  }
  if (sub?.status === 'proposed') {
    const minutes = Math.ceil(sub.seconds_left / 60);
    return `Waiting for the customer: ${sub.quantity} × ${sub.name} (up to ${minutes} min)`;
  }
  if (sub?.status === 'approved') return `Approved: pack ${sub.quantity} × ${sub.name}`;
  if (line.pick_status === 'short') return 'Short: propose a substitute or leave it out';
  return null;
}

/** Choose another item of the store and how many; the customer approves or declines it. */
function SubstituteForm({
  storeId,
  line,
  isPending,
  onSubmit,
  onCancel,
}: {
  storeId: number;
  line: Line;
  isPending: boolean;
  onSubmit: (itemId: number, quantity: number) => void;
  onCancel: () => void;
}) {
  const formatMoney = useMoney();
  const items = useStoreItems({ storeId });
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim().toLowerCase());
  const preferred = line.substitution_preference === 'specific' ? line.substitute_item_id : null;
  const [itemId, setItemId] = useState<number | null>(preferred);
  const [quantity, setQuantity] = useState(line.quantity);
  const ids = { item: useId(), quantity: useId() };
  const choices = (items.data ?? [])
    .filter(
      (item) =>
        item.is_available &&
        item.id !== line.item_id &&
        (item.stock_count === null || item.stock_count > 0) &&
        (item.id === preferred || !deferred || item.name.toLowerCase().includes(deferred)),
    )
    // The customer's own choice first.
    .sort((a, b) => Number(b.id === preferred) - Number(a.id === preferred))
    .slice(0, 50);

  return (
    <form
      className="mt-2 space-y-2 rounded-md border border-line bg-canvas p-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (itemId !== null) onSubmit(itemId, quantity);
      }}
    >
      <LabeledInput
        label="Find a substitute"
        labelClassName="block text-xs font-medium"
        type="search"
        value={search}
        onValue={setSearch}
        placeholder="Search this store"
        className="w-full text-sm"
      />
      {items.isPending ? <p className="text-xs text-muted">Loading items…</p> : null}
      {items.isError ? <ErrorNote>{errorMessage(items.error)}</ErrorNote> : null}
      <label htmlFor={ids.item} className="block text-xs font-medium">
        Substitute
      </label>
      <select
        id={ids.item}
        required
        value={itemId ?? ''}
        onChange={(event) => setItemId(event.target.value ? Number(event.target.value) : null)}
        className="w-full rounded-md border border-line px-2 py-1 text-sm"
      >
        <option value="">Choose an item</option>
        {choices.map((item) => (
          <option key={item.id} value={item.id}>
            {`${item.name}${item.pack ? ` (${item.pack})` : ''} · ${formatMoney(item.price)}${
              item.stock_count === null ? '' : ` · ${item.stock_count} left`
            }`}
          </option>
        ))}
      </select>
      <label htmlFor={ids.quantity} className="block text-xs font-medium">
        Quantity
      </label>
      <input
        id={ids.quantity}
        type="number"
        min={1}
        max={50}
        value={quantity}
        onChange={(event) =>
          setQuantity(Math.min(50, Math.max(1, Number(event.target.value) || 1)))
        }
        className="w-24 rounded-md border border-line px-2 py-1 text-sm"
      />
      <div className="flex gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="submit"
          tone="accept"
          className="flex-1"
          disabled={isPending || itemId === null}
        >
          {isPending ? 'Sending…' : 'Send to customer'}
        </Button>
      </div>
    </form>
  );
}

/**
 * A grocery order being packed (issue 15): tick each line or mark it short; for a short line,
 * propose a substitute the customer approves or declines live. The order cannot leave the store
 * while a proposal is open; short lines left unanswered are refunded when it does.
 */
export function PickingList({ order }: { order: StoreOrder }) {
  const formatMoney = useMoney();
  const picking = usePicking({ storeId: order.restaurant.id });
  const [proposingFor, setProposingFor] = useState<number | null>(null);
  const picked = order.items.filter((line) => line.pick_status !== null).length;
  const run = (input: PickingInput) =>
    picking.mutate(input, { onSuccess: () => setProposingFor(null) });
  const pick = (lineId: number, pickStatus: 'picked' | 'short') =>
    run({ call: 'pick-order-line', uniqueOrderId: order.unique_order_id, lineId, pickStatus });

  return (
    <div className="mt-2 border-t border-line pt-2">
      <p className="text-xs text-muted" aria-live="polite">
        Picking: {picked} of {order.items.length} lines done
      </p>
      <ul className="mt-1 space-y-2 text-sm">
        {order.items.map((line) => {
          const state = lineState(line);
          const isOpen = line.settlement === null && line.substitution === null;
          const label = `${line.quantity} × ${line.name}`;
          return (
            <li key={line.id} data-testid="picking-line">
              <div className="flex justify-between gap-2">
                <span className={line.settlement?.outcome === 'removed' ? 'line-through' : ''}>
                  <span className="font-semibold">{line.quantity} ×</span> {line.name}
                </span>
                <span className="shrink-0 tabular-nums">{formatMoney(line.line_total)}</span>
              </div>
              {line.substitution_preference ? (
                <p className="text-xs text-muted">
                  {PREFERENCE_TEXT[line.substitution_preference]}
                </p>
              ) : null}
              {state ? <p className="text-xs font-medium text-amber-900">{state}</p> : null}
              {isOpen ? (
                <div className="mt-1 flex flex-wrap gap-1">
                  <Button
                    tone={line.pick_status === 'picked' ? 'accept' : 'plain'}
                    aria-pressed={line.pick_status === 'picked'}
                    aria-label={`Picked ${label}`}
                    disabled={picking.isPending}
                    onClick={() => pick(line.id, 'picked')}
                  >
                    ✓ Picked
                  </Button>
                  {line.pick_status !== 'short' ? (
                    <Button
                      aria-label={`Short ${label}`}
                      disabled={picking.isPending}
                      onClick={() => pick(line.id, 'short')}
                    >
                      Short
                    </Button>
                  ) : null}
                  {line.substitution_preference !== 'remove' && proposingFor !== line.id ? (
                    <Button
                      aria-label={`Propose a substitute for ${label}`}
                      disabled={picking.isPending}
                      onClick={() => {
                        picking.reset();
                        setProposingFor(line.id);
                      }}
                    >
                      Substitute…
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {proposingFor === line.id ? (
                <SubstituteForm
                  storeId={order.restaurant.id}
                  line={line}
                  isPending={picking.isPending}
                  onCancel={() => setProposingFor(null)}
                  onSubmit={(itemId, quantity) =>
                    run({
                      call: 'propose-substitute',
                      uniqueOrderId: order.unique_order_id,
                      lineId: line.id,
                      itemId,
                      quantity,
                    })
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {picking.isError ? <ErrorNote>{errorMessage(picking.error)}</ErrorNote> : null}
    </div>
  );
}
