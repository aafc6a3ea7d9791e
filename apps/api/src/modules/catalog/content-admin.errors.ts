import { createErrorFactory } from '../../lib/errors';

export const createContentNotFoundError = createErrorFactory({
  code: 'content.not_found',
  statusCode: 404,
  message: 'No such row: it may have been deleted. Reload the list.',
});

/** The home tiles are the app's modules (food, grocery, pickup and drop): edited, not added. */
export const createFixedModulesError = createErrorFactory({
  code: 'content.modules_fixed',
  statusCode: 400,
  message: 'Home modules can be edited and reordered, not added or deleted.',
});

export const createContentDuplicateError = createErrorFactory({
  code: 'content.duplicate',
  statusCode: 409,
  message: 'Another row already uses this value (a page slug must be unique).',
});

export const createUnknownReferenceError = createErrorFactory({
  code: 'content.unknown_reference',
  statusCode: 400,
  message: 'The slider or store named does not exist.',
});

export const createMixedSlidersError = createErrorFactory({
  code: 'content.mixed_sliders',
  statusCode: 400,
  message: 'Reorder the slides of one slider at a time.',
});
