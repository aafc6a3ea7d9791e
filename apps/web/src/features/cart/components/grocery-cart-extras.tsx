import { setLineSubstitution } from '../../../lib/cart/cart-actions';
import { useActiveCartStore } from '../../../lib/cart/cart-kind';
import type { CartLine } from '../../../lib/cart/cart-store';
import { useGroceryItems } from '../../../lib/grocery/get-grocery-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSetting } from '../../../lib/settings/settings-store';
import { useMoney } from '../../../lib/use-money';
import '../../../lib/i18n/grocery-strings';

/**
 * A grocery line's choice for when the store is short of it: a similar item (the default), a
 * chosen replacement from the same sub-category, or removing it. One select, so it works the
 * same with a keyboard and a screen reader.
 */
export function SubstitutionChoice({ line, index }: { line: CartLine; index: number }) {
  const { t } = useTranslation();
  const store = useActiveCartStore();
  const shelf = useGroceryItems(line.restaurant_id);
  const options = (shelf.data?.categories ?? [])
    .flatMap((category) => category.sub_categories)
    .filter((sub) => sub.id === line.sub_category_id)
    .flatMap((sub) => sub.items)
    .filter((item) => item.id !== line.id && item.max_per_order > 0)
    .slice(0, 12);
  const value =
    line.substitution === 'specific' && line.substitute_id
      ? `item:${line.substitute_id}`
      : (line.substitution ?? 'similar');
  const id = `substitution-${index}`;
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-[12px] font-semibold text-muted">
        {t('groceryIfShort')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const choice = event.target.value;
          if (choice.startsWith('item:')) {
            const substituteId = Number(choice.slice(5));
            const item = options.find((option) => option.id === substituteId);
            setLineSubstitution(
              index,
              {
                substitution: 'specific',
                substitute_id: substituteId,
                substitute_name: item?.name ?? null,
              },
              store,
            );
          } else {
            setLineSubstitution(
              index,
              {
                substitution: choice === 'remove' ? 'remove' : 'similar',
                substitute_id: null,
                substitute_name: null,
              },
              store,
            );
          }
        }}
        className="mt-1 h-9 w-full max-w-[15rem] rounded-lg border border-line bg-white px-2 text-[13px] text-ink"
      >
        <option value="similar">{t('grocerySubSimilar')}</option>
        {line.substitution === 'specific' &&
        line.substitute_id &&
        !options.some((option) => option.id === line.substitute_id) ? (
          <option value={`item:${line.substitute_id}`}>
            {t('grocerySubSpecific').replace('{name}', line.substitute_name ?? '')}
          </option>
        ) : null}
        {options.map((item) => (
          <option key={item.id} value={`item:${item.id}`}>
            {t('grocerySubSpecific').replace('{name}', `${item.name} ${item.pack_label}`.trim())}
          </option>
        ))}
        <option value="remove">{t('grocerySubRemove')}</option>
      </select>
    </div>
  );
}

/** How far the basket is from the store's minimum order and from the small-cart fee. */
export function GroceryCartExtras({ subtotal, minOrder }: { subtotal: number; minOrder: number }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const fee = Number(useSetting('grocerySmallCartFee', '0')) || 0;
  const threshold = Number(useSetting('grocerySmallCartThreshold', '0')) || 0;
  const belowMinimum = minOrder > subtotal ? minOrder - subtotal : 0;
  const belowFree = fee > 0 && threshold > subtotal ? threshold - subtotal : 0;
  if (!belowMinimum && !belowFree) return null;
  return (
    <section className="space-y-1 bg-white px-4 py-3 text-[13px]">
      {belowMinimum ? (
        <p role="status" className="font-bold text-red-700">
          {t('groceryBelowMinOrder').replace('{amount}', money(belowMinimum))}
        </p>
      ) : null}
      {belowFree ? (
        <p role="status" className="text-ink">
          {t('groceryAvoidSmallCartFee').replace('{amount}', money(belowFree))}
        </p>
      ) : null}
    </section>
  );
}
