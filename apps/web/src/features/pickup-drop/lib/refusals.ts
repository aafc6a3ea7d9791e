import { ApiError } from '../../../lib/api-client';
import type { TranslateFn } from '../../../lib/i18n/use-translation';

/** What the customer can do about a refusal. */
export type RefusalFix = 'stops' | 'weight' | 'type' | 'hours' | 'later';

export interface Refusal {
  code: string;
  message: string;
  fix: RefusalFix;
}

const REFUSALS: Record<string, { key: string; fix: RefusalFix }> = {
  'pickup_drop.out_of_area': { key: 'pndRefusedOutOfArea', fix: 'stops' },
  'pickup_drop.too_far': { key: 'pndRefusedTooFar', fix: 'stops' },
  'pickup_drop.too_heavy': { key: 'pndRefusedTooHeavy', fix: 'weight' },
  'pickup_drop.closed': { key: 'pndRefusedClosed', fix: 'hours' },
  'pickup_drop.task_type': { key: 'pndRefusedTaskType', fix: 'type' },
  'pickup_drop.unavailable': { key: 'pndRefusedUnavailable', fix: 'later' },
};

/** A `pickup_drop.*` refusal of the quote, in the customer's words, with the way to fix it. */
export function refusalOf(error: unknown, t: TranslateFn): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  const known = REFUSALS[error.code];
  return known ? { code: error.code, message: t(known.key), fix: known.fix } : null;
}
