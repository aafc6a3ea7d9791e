import { AppError, createErrorFactory } from '../../lib/errors';

/** get-restaurant-info answers 400 for a store that is gone: the client then sets force_reload (SPEC §8). */
export const createStoreUnavailableError = createErrorFactory({
  code: 'catalog.store_unavailable',
  statusCode: 400,
  message: 'This store is no longer available.',
});

export const createStoreNotFoundError = createErrorFactory({
  code: 'catalog.store_not_found',
  statusCode: 404,
  message: 'There is no store here.',
});

export const createCategoryNotFoundError = createErrorFactory({
  code: 'catalog.category_not_found',
  statusCode: 404,
  message: 'This store has no such menu section.',
});

export const createItemNotFoundError = createErrorFactory({
  code: 'catalog.item_not_found',
  statusCode: 404,
  message: 'There is no such item.',
});

export const createPageNotFoundError = createErrorFactory({
  code: 'catalog.page_not_found',
  statusCode: 404,
  message: 'There is no such page.',
});

// ── The console's store, menu and import editors (issue 17) ────────────────────────────────

export const createSlugTakenError = createErrorFactory({
  code: 'catalog.slug_taken',
  statusCode: 409,
  message: 'Another store already uses this slug.',
});

export const createBadLinkedUsersError = createErrorFactory({
  code: 'catalog.bad_linked_users',
  statusCode: 400,
  message: 'Every owner must be a store owner account and every rider a rider account.',
});

export const createUnknownStoreCategoryError = createErrorFactory({
  code: 'catalog.store_category_not_found',
  statusCode: 404,
  message: 'There is no such store category.',
});

export const createCategoryNotEmptyError = createErrorFactory({
  code: 'catalog.category_not_empty',
  statusCode: 409,
  message: 'This menu section still has items: move or delete them first.',
});

export const createAddonGroupNotFoundError = createErrorFactory({
  code: 'catalog.addon_group_not_found',
  statusCode: 404,
  message: 'This item has no such add-on group.',
});

export const createBadAddonChoicesError = createErrorFactory({
  code: 'catalog.bad_addon_choices',
  statusCode: 400,
  message: 'The least choices must not be above the most, nor the most above the add-ons offered.',
});

export const createBadOldPriceError = createErrorFactory({
  code: 'catalog.bad_old_price',
  statusCode: 400,
  message: 'The old price must be above the price.',
});

/** An item import with bad rows: `issues` lists each (`line 7`, why); nothing was written. */
export function createImportInvalidError(issues: { path: string; message: string }[]) {
  return new AppError({
    code: 'catalog.import_invalid',
    statusCode: 400,
    message: `${issues.length} row${issues.length === 1 ? '' : 's'} of the file cannot be imported; nothing was changed.`,
    issues,
  });
}
