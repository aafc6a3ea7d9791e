import type { z } from 'zod';

/**
 * What a call's body may hold, from its request schema: clients type their inputs with it
 * (`RequestOf<typeof getGroceryItemsRequestSchema>`, imported as types only) instead of
 * restating the fields, so a contract change breaks the client's build, not its users.
 */
export type RequestOf<S extends z.ZodType> = z.input<S>;
