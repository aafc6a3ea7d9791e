/**
 * Where a store stands in a list: 0 orderable now (active and open), 1 active but closed (it can be
 * scheduled), 2 switched off. Lists show lower ranks first (issue 13: at 05:30 the nearest stores
 * are closed, and a customer must not scroll past them to find one that is open).
 */
export function availabilityRank(store: { isActive: boolean; isOpen: boolean }): 0 | 1 | 2 {
  if (!store.isActive) return 2;
  return store.isOpen ? 0 : 1;
}

/**
 * A stable reordering by availability rank: inside each rank the list keeps the order it came
 * in (nearest first, best match first...). Returns a new array.
 */
export function openFirst<T>(list: readonly T[], rankOf: (entry: T) => 0 | 1 | 2): T[] {
  const ranks: T[][] = [[], [], []];
  for (const entry of list) ranks[rankOf(entry)]!.push(entry);
  return [...ranks[0]!, ...ranks[1]!, ...ranks[2]!];
}
