import type { Item } from '@app/shared/catalog/catalog.schemas';
import type { MeatCategory, MeatCut } from '@app/shared/catalog/meat.schemas';
import type { Database } from '../../db/client';
import { loadMenu } from './catalog.repository';
import { groupMenu } from './catalog.usecases';
import { createStoreNotFoundError } from './catalog.errors';

/**
 * A cut as get-meat-categories shows it: its weight choice is the add-on group that takes exactly
 * one option, each option priced in full (base plus the option) so the client adds nothing up.
 */
export function toMeatCut(item: Item): MeatCut {
  const group = item.addon_groups.find((candidate) => candidate.min === 1 && candidate.max === 1);
  return {
    id: item.id,
    restaurant_id: item.restaurant_id,
    name: item.name,
    description: item.description,
    image: item.image,
    price: item.price,
    is_veg: item.is_veg,
    is_available: item.is_available,
    weight_group: group
      ? {
          id: group.id,
          name: group.name,
          options: group.addons.map((addon) => ({
            id: addon.id,
            name: addon.name,
            addon_price: addon.price,
            price: item.price + addon.price,
          })),
        }
      : null,
  };
}

/**
 * The meat categories of an accepted store (SPEC §7 "Meat categories: id"), in menu order, empty
 * sections left out; an empty list when the store sells none.
 */
export async function getMeatCategories({
  db,
  storeId,
}: {
  db: Database;
  storeId: number;
}): Promise<MeatCategory[]> {
  const rows = await loadMenu({ db, store: { id: storeId } });
  if (!rows.length) throw createStoreNotFoundError();
  return groupMenu(rows, { keepEmpty: false })
    .filter((category) => category.kind === 'meat')
    .map((category) => ({
      id: category.id,
      name: category.name,
      cuts: category.items.map(toMeatCut),
    }));
}
