import type { Order } from '@app/shared/orders/orders.schemas';
import { useTranslation } from '../lib/i18n/use-translation';
import '../lib/i18n/order-strings';

type Line = Order['items'][number];

/**
 * What a line is now: a grocery line replaced by its approved substitute shows the substitute
 * (and what it replaces); a removed one is struck through.
 */
function shownLine(line: Line) {
  const sub = line.substitution;
  if (line.settlement?.outcome === 'replaced' && sub) {
    return { quantity: sub.quantity, name: sub.name, total: sub.line_total, replaces: line.name };
  }
  return { quantity: line.quantity, name: line.name, total: line.line_total, replaces: null };
}

/** An order's items: quantity, name and add-ons per line, with each line's total when `money` is given. */
export function OrderItemsList({
  headingId,
  items,
  money,
}: {
  headingId: string;
  items: Order['items'];
  money?: (minor: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="bg-white p-4">
      <h2 id={headingId} className="pb-2 text-[15px] font-extrabold text-ink">
        {t('orderItems')}
      </h2>
      <ul className="divide-y divide-line">
        {items.map((line, index) => {
          const shown = shownLine(line);
          const isRemoved = line.settlement?.outcome === 'removed';
          const text = (
            <>
              <span className={`font-semibold text-ink ${isRemoved ? 'line-through' : ''}`}>
                {shown.quantity} × {shown.name}
              </span>
              {shown.replaces ? (
                <span className="block text-xs text-muted">
                  {t('orderLineReplaces').replace('{name}', shown.replaces)}
                </span>
              ) : null}
              {isRemoved ? (
                <span className="block text-xs text-muted">{t('orderLineRemoved')}</span>
              ) : null}
              {line.addons.length ? (
                <span className="block text-xs text-muted">
                  {line.addons.map((addon) => addon.name).join(', ')}
                </span>
              ) : null}
            </>
          );
          return money ? (
            <li key={index} className="flex justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">{text}</span>
              <span className={`shrink-0 text-ink ${isRemoved ? 'line-through' : ''}`}>
                {money(shown.total)}
              </span>
            </li>
          ) : (
            <li key={index} className="py-2 text-sm">
              {text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
