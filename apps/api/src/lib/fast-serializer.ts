/**
 * For the hottest list calls the response is built field by field from typed rows (the use cases
 * return the contract's types), so validating every object again with zod on the way out only
 * costs time: these routes serialise with JSON.stringify. The zod schema still documents the
 * response (OpenAPI) and the routes' tests parse their answers with it.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
