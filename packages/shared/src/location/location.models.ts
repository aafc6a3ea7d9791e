import type { SavedAddress } from './location.schemas';

export const ADDRESS_LINE_MAX_CHARS = 25;

/**
 * The address line of the home header (SPEC §2): a business location shows its address in full;
 * otherwise the house text when present, else the address, cut to 25 characters followed by ' ...'.
 */
export function formatAddressLine(
  address: Pick<SavedAddress, 'address' | 'house' | 'businessLocation'>,
): string {
  if (address.businessLocation) return address.address;
  const house = address.house?.trim();
  const text = house ? house : address.address;
  if (text.length <= ADDRESS_LINE_MAX_CHARS) return text;
  return `${text.slice(0, ADDRESS_LINE_MAX_CHARS)} ...`;
}

/** The address tag shown in the header: 'Other' when none, capitalised (SPEC §2). */
export function formatAddressTag(tag: string | null | undefined): string {
  const text = tag?.trim() || 'Other';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A saved address that is missing or empty must be removed (SPEC §5). Anything that is not an
 * object with numeric lat/lng and a non-empty address counts as empty.
 */
export function isUsableSavedAddress(value: unknown): value is SavedAddress {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.lat === 'number' &&
    Number.isFinite(candidate.lat) &&
    typeof candidate.lng === 'number' &&
    Number.isFinite(candidate.lng) &&
    typeof candidate.address === 'string' &&
    candidate.address.trim().length > 0
  );
}
