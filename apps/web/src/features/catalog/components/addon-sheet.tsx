import type { AddonGroup, Item } from '@app/shared/catalog/catalog.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import type { CartAddon } from '../../../lib/cart/cart-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMoney } from '../../../lib/use-money';
import '../../../lib/i18n/screen-strings';

/** Whether the choices meet every group's min and max. */
export function areChoicesValid(groups: readonly AddonGroup[], chosen: ReadonlySet<number>) {
  return groups.every((group) => {
    const count = group.addons.filter((addon) => chosen.has(addon.id)).length;
    return count >= group.min && (group.max <= 0 || count <= group.max);
  });
}

function groupHint(group: AddonGroup, t: (key: string) => string): string {
  if (group.max === 1 && group.min >= 1) return t('addonChooseOne');
  if (group.min > 0 && group.max > 0)
    return t('addonChooseRange')
      .replace('{min}', String(group.min))
      .replace('{max}', String(group.max));
  if (group.max > 0) return t('addonChooseUpTo').replace('{max}', String(group.max));
  return t('addonOptional');
}

/**
 * The add-on chooser (a bottom sheet dialog): radios for groups of at most one, checkboxes
 * otherwise, min/max enforced, a running total on the add button.
 */
export function AddonSheet({
  item,
  onClose,
  onConfirm,
}: {
  item: Item;
  onClose: () => void;
  onConfirm: (addons: CartAddon[]) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const groups = item.addon_groups;
  const allAddons = groups.flatMap((group) => group.addons);
  const selected = allAddons.filter((addon) => chosen.has(addon.id));
  const total = item.price + selected.reduce((sum, addon) => sum + addon.price, 0);
  const isValid = areChoicesValid(groups, chosen);

  const choose = (group: AddonGroup, addonId: number, isChecked: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (group.max === 1) {
        for (const addon of group.addons) next.delete(addon.id);
        if (isChecked) next.add(addonId);
        return next;
      }
      if (isChecked) next.add(addonId);
      else next.delete(addonId);
      return next;
    });
  };

  return (
    <Sheet
      title={item.name}
      description={t('addonCustomise')}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <Button
          className="w-full"
          disabled={!isValid}
          onClick={() =>
            onConfirm(
              selected.map((addon) => ({ id: addon.id, name: addon.name, price: addon.price })),
            )
          }
        >
          {t('addItemWithTotal').replace('{total}', money(total))}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        {groups.map((group) => {
          const count = group.addons.filter((addon) => chosen.has(addon.id)).length;
          const isRadio = group.max === 1;
          const isFull = group.max > 0 && count >= group.max;
          const hintId = `addon-group-${group.id}-hint`;
          return (
            <fieldset key={group.id} aria-describedby={hintId}>
              <legend className="text-[15px] font-extrabold text-ink">{group.name}</legend>
              <p id={hintId} className="mt-0.5 text-[12px] text-muted">
                {groupHint(group, t)}
                {count < group.min ? (
                  <span className="ml-1 font-bold text-red-700">· {t('addonRequired')}</span>
                ) : null}
              </p>
              <ul className="mt-2 divide-y divide-line">
                {group.addons.map((addon) => {
                  const isChecked = chosen.has(addon.id);
                  const inputId = `addon-${group.id}-${addon.id}`;
                  return (
                    <li key={addon.id}>
                      <label
                        htmlFor={inputId}
                        className="flex min-h-12 cursor-pointer items-center gap-3 py-1 text-[15px] text-ink"
                      >
                        <input
                          id={inputId}
                          type={isRadio ? 'radio' : 'checkbox'}
                          name={`addon-group-${group.id}`}
                          checked={isChecked}
                          disabled={!isRadio && !isChecked && isFull}
                          onChange={(event) => choose(group, addon.id, event.target.checked)}
                          className="size-5 accent-[var(--color-primary-strong)]"
                        />
                        <span className="flex-1">{addon.name}</span>
                        <span className="text-[14px] text-muted">
                          {addon.price > 0 ? `+${money(addon.price)}` : t('free')}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </Sheet>
  );
}
