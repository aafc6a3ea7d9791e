import type { MeatCategory, MeatCut } from '@app/shared/catalog/meat.schemas';
import { useState } from 'react';
import { VegMark } from '../../../components/catalog/veg-mark';
import type { NewCartLine } from '../../../lib/cart/cart-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMoney } from '../../../lib/use-money';
import '../../../lib/i18n/screen-strings';

/** The cart line of a cut at the chosen weight: the weight travels as the cut's add-on. */
export function meatCutLine(cut: MeatCut, weightId: number | null): NewCartLine {
  const weight = cut.weight_group?.options.find((option) => option.id === weightId);
  return {
    id: cut.id,
    restaurant_id: cut.restaurant_id,
    name: cut.name,
    price: cut.price,
    is_veg: cut.is_veg,
    addons: weight ? [{ id: weight.id, name: weight.name, price: weight.addon_price }] : [],
  };
}

function MeatCutCard({ cut, onAdd }: { cut: MeatCut; onAdd: (line: NewCartLine) => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const options = cut.weight_group?.options ?? [];
  const [weightId, setWeightId] = useState<number | null>(options[0]?.id ?? null);
  const chosen = options.find((option) => option.id === weightId);
  const price = chosen?.price ?? cut.price;
  const isAvailable = cut.is_available === 1;

  return (
    <article aria-labelledby={`meat-cut-${cut.id}`} className="flex flex-col gap-2 py-4">
      <div className="flex items-start gap-2">
        <VegMark isVeg={cut.is_veg === 1} />
        <div className="min-w-0 flex-1">
          <h3 id={`meat-cut-${cut.id}`} className="text-[16px] font-bold text-ink">
            {cut.name}
          </h3>
          {cut.description ? <p className="text-[13px] text-muted">{cut.description}</p> : null}
        </div>
        <p className="text-[16px] font-extrabold text-ink" aria-live="polite">
          {money(price)}
        </p>
      </div>
      {options.length > 0 ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('meatWeightLabel').replace('{name}', cut.name)}</legend>
          {options.map((option) => (
            <label
              key={option.id}
              className="flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border border-line px-3 text-[13px] font-semibold text-ink has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="radio"
                name={`meat-weight-${cut.id}`}
                value={option.id}
                checked={option.id === weightId}
                onChange={() => setWeightId(option.id)}
                className="accent-[var(--color-primary)]"
              />
              {option.name}
              <span className="text-muted">· {money(option.price)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <button
        type="button"
        disabled={!isAvailable}
        onClick={() => onAdd(meatCutLine(cut, weightId))}
        aria-label={t('addItem').replace('{name}', cut.name)}
        className="flex h-10 w-[104px] items-center justify-center self-end rounded-xl border border-line bg-white text-[15px] font-extrabold text-veg shadow-[0_3px_10px_rgb(40_44_63/0.12)] hover:bg-canvas disabled:text-[12px] disabled:text-muted"
      >
        {isAvailable ? t('add') : t('notAvailable')}
      </button>
    </article>
  );
}

/**
 * A meat shop's categories (chicken, mutton, fish, eggs) as tabs; each cut offers its weights
 * with the price of each, and adds the chosen one to the cart (decision 015).
 */
export function MeatCategories({
  categories,
  onAdd,
}: {
  categories: readonly MeatCategory[];
  onAdd: (line: NewCartLine) => void;
}) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState<number | undefined>(categories[0]?.id);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];
  if (!active) return null;

  return (
    <section aria-labelledby="meat-categories-title" className="border-b-8 border-canvas px-4 pt-5">
      <h2 id="meat-categories-title" className="text-[18px] font-extrabold text-ink">
        {t('meatCategoriesTitle')}
      </h2>
      <div
        role="tablist"
        aria-label={t('meatCategoriesLabel')}
        className="no-scrollbar mt-3 flex gap-2 overflow-x-auto"
      >
        {categories.map((category) => {
          const isActive = category.id === active.id;
          return (
            <button
              key={category.id}
              type="button"
              role="tab"
              id={`meat-tab-${category.id}`}
              aria-selected={isActive}
              aria-controls={`meat-panel-${category.id}`}
              onClick={() => setActiveId(category.id)}
              className={`flex min-h-9 shrink-0 items-center rounded-full border px-3.5 text-[13px] font-semibold ${
                isActive ? 'border-primary bg-primary text-white' : 'border-line text-ink'
              }`}
            >
              {category.name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`meat-panel-${active.id}`}
        aria-labelledby={`meat-tab-${active.id}`}
        className="divide-y divide-line"
      >
        {active.cuts.map((cut) => (
          <MeatCutCard key={cut.id} cut={cut} onAdd={onAdd} />
        ))}
      </div>
    </section>
  );
}
