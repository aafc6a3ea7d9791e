import { resolveOrderType, type OrderType } from '@app/shared/catalog/catalog.models';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthToken } from '../session/user-store';
import { getRestaurantInfoQueryOptions } from '../catalog/get-restaurant-info';
import { usePosition } from '../location/use-position';
import { useCatalogStore } from '../catalog/catalog-store';
import { useCartAvailability } from './check-cart-items-availability';
import { compareWithAvailability } from './compare-availability';
import { toCartLineInputs } from './cart-actions';
import type { CartLine } from './cart-store';
import { useActiveCartStore } from './cart-kind';

const EMPTY_CART: CartLine[] = [];

/**
 * The cart with what the server says about it: the availability check (run on open), the lines'
 * problems and price changes, and the store's info (its delivery types).
 */
export function useCartContext() {
  const cart = useActiveCartStore()((state) => state.cart) ?? EMPTY_CART;
  const restaurantId = cart[0]?.restaurant_id ?? null;
  const items = useMemo(() => toCartLineInputs(cart), [cart]);
  const availability = useCartAvailability(
    restaurantId === null ? null : { restaurant_id: restaurantId, items },
  );
  const checks = useMemo(
    () => (availability.data ? compareWithAvailability(cart, availability.data.items) : null),
    [cart, availability.data],
  );
  const position = usePosition();
  const token = useAuthToken();
  const slug = availability.data?.restaurant.slug ?? '';
  const storeInfo = useQuery({
    ...getRestaurantInfoQueryOptions({ slug, position, token }),
    enabled: slug !== '',
  });
  const preference = useCatalogStore(
    (state) => state.userSelected ?? state.userPreferredSelection ?? 'DELIVERY',
  );
  const deliveryType = slug && storeInfo.data ? storeInfo.data.delivery_type : null;
  const orderTypes: OrderType[] =
    deliveryType === 1
      ? ['DELIVERY']
      : deliveryType === 2
        ? ['SELFPICKUP']
        : deliveryType === 3
          ? ['DELIVERY', 'SELFPICKUP']
          : [];
  const defaultOrderType: OrderType | null =
    deliveryType === null
      ? null
      : resolveOrderType({
          preference: preference === 'SELFPICKUP' ? 'SELFPICKUP' : 'DELIVERY',
          deliveryType,
        });
  return {
    cart,
    items,
    restaurantId,
    availability,
    checks,
    hasProblems: checks?.some((check) => check.kind !== 'ok') ?? false,
    orderTypes,
    defaultOrderType,
    /** The store's week (get-restaurant-info), for scheduling while it is closed. */
    openingHours: storeInfo.data?.opening_hours ?? null,
    /** The store's minimum order (minor units), 0 when none or not known yet. */
    minOrder: storeInfo.data?.min_order ?? 0,
  };
}
