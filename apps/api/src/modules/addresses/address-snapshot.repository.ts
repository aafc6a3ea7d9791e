import { sql, type SQL } from 'drizzle-orm';

/** The parts of a saved address an order copies (orders/checkout-data.ts embeds the subquery). */
export interface CheckoutAddress {
  latitude: number;
  longitude: number;
  address: string;
  house: string | null;
  landmark: string | null;
  tag: string | null;
}

/** The address as a JSON `CheckoutAddress` when it is the user's own, else null. */
export function ownAddressJson(addressId: SQL, userId: SQL): SQL {
  return sql`(select json_build_object('latitude', ad.latitude, 'longitude', ad.longitude,
          'address', ad.address, 'house', ad.house, 'landmark', ad.landmark, 'tag', ad.tag)
        from addresses ad where ad.id = ${addressId} and ad.user_id = ${userId})`;
}
