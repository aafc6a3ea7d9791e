import type { StoreItem } from '../api/store-items';

/** Items whose name or category holds every word of the search, case and accents ignored. */
export function filterItems(items: readonly StoreItem[], search: string): StoreItem[] {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = normalise(`${item.name} ${item.category}`);
    return words.every((word) => text.includes(word));
  });
}

/** [category, items] pairs in the order the categories first appear. */
export function groupItemsByCategory(items: readonly StoreItem[]): [string, StoreItem[]][] {
  const groups = new Map<string, StoreItem[]>();
  for (const item of items) {
    const list = groups.get(item.category);
    if (list) list.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups];
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
