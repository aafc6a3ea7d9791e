import type { Address, SaveAddressRequest } from '@app/shared/addresses/addresses.schemas';
import type { Database } from '../../db/client';
import { createAddressNotFoundError } from './addresses.errors';
import {
  deleteOwnAddress,
  listAddressesOf,
  saveOwnAddress,
  setDefaultAddress,
  type AddressRow,
} from './addresses.repository';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    user_id: row.userId,
    lat: row.latitude,
    lng: row.longitude,
    address: row.address,
    house: row.house,
    landmark: row.landmark,
    tag: row.tag,
    city: row.city,
    state: row.state,
    is_default: row.isDefault,
  };
}

export async function getAddresses({ db, userId }: { db: Database; userId: number }) {
  return (await listAddressesOf({ db, userId })).map(toAddress);
}

/**
 * Adds an address, or edits one of the caller's own (`id`); answers the caller's full list. The
 * first address becomes the default; `is_default: true` makes this one the default.
 */
export async function saveAddress({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: number;
  input: SaveAddressRequest;
}): Promise<Address[]> {
  const fields = {
    latitude: input.lat,
    longitude: input.lng,
    address: input.address,
    house: input.house ?? null,
    landmark: input.landmark ?? null,
    tag: input.tag ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
  };
  const row = await saveOwnAddress({
    db,
    userId,
    id: input.id,
    fields,
    makeDefault: input.is_default === true,
  });
  if (!row) throw createAddressNotFoundError();
  return getAddresses({ db, userId });
}

export async function removeAddress({
  db,
  userId,
  addressId,
}: {
  db: Database;
  userId: number;
  addressId: number;
}) {
  if (!(await deleteOwnAddress({ db, userId, id: addressId }))) throw createAddressNotFoundError();
  return getAddresses({ db, userId });
}

export async function makeDefaultAddress({
  db,
  userId,
  addressId,
}: {
  db: Database;
  userId: number;
  addressId: number;
}) {
  if (!(await setDefaultAddress({ db, userId, id: addressId }))) {
    throw createAddressNotFoundError();
  }
  return getAddresses({ db, userId });
}
