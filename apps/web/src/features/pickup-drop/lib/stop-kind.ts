import type { StopKind } from '../stores/pickup-drop-draft-store';

/** The `{address_type}` of the location routes: `pickup` or `drop`, anything else is null. */
export function stopKindOf(value: string | undefined): StopKind | null {
  return value === 'pickup' || value === 'drop' ? value : null;
}
