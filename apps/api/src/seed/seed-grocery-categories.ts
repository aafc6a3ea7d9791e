import { groceryCategories } from '../modules/catalog/catalog.table';
import type { Database } from '../db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Grocery categories, each with its sub-categories (issue 15). */
export interface GroceryCategorySeed {
  name: string;
  image?: string;
  subCategories: { name: string; image?: string }[];
}

/**
 * Inserts the categories, then all sub-categories in one statement. Returns sub-category ids by
 * name (items name their sub-category); names are unique across the tree in seeds.
 */
export async function seedGroceryCategories(
  tx: Transaction,
  seed: readonly GroceryCategorySeed[] | undefined,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!seed?.length) return ids;
  const parents = await tx
    .insert(groceryCategories)
    .values(
      seed.map((category, index) => ({
        name: category.name,
        image: category.image ?? '',
        sortOrder: index,
      })),
    )
    .returning({ id: groceryCategories.id, name: groceryCategories.name });
  const parentId = new Map(parents.map((row) => [row.name, row.id]));
  const subs = seed.flatMap((category) =>
    category.subCategories.map((sub, index) => ({
      parentId: parentId.get(category.name) ?? null,
      name: sub.name,
      image: sub.image ?? category.image ?? '',
      sortOrder: index,
    })),
  );
  const rows = subs.length
    ? await tx
        .insert(groceryCategories)
        .values(subs)
        .returning({ id: groceryCategories.id, name: groceryCategories.name })
    : [];
  for (const row of [...parents, ...rows]) ids.set(row.name, row.id);
  return ids;
}
