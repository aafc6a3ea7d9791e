import { createErrorFactory } from '../../lib/errors';

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
