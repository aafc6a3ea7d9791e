import { afterEach, describe, expect, test } from 'vitest';
import { useUserStore } from '../../../lib/session/user-store';
import {
  isStoredDeliveryUser,
  useDeliveryUserStore,
  type DeliveryUser,
} from './delivery-user-store';

const rider: DeliveryUser = {
  id: 31,
  name: 'Ravi',
  phone: '+919800000031',
  is_online: false,
  max_orders: 2,
  active_orders: 0,
  stores: [{ id: 9, name: 'Napoli Woodfire Pizza' }],
  auth_token: 'rider-token',
};

describe('the rider session', () => {
  afterEach(() => {
    useDeliveryUserStore.getState().logOut();
    useUserStore.getState().logOut();
    localStorage.clear();
  });

  test('logging in keeps the login result under delivery_user, apart from the customer user', () => {
    useUserStore.getState().logIn({
      user: {
        id: 7,
        name: 'Asha',
        email: null,
        phone: null,
        avatar: null,
        role: 'customer',
        auth_token: 'customer-token',
      },
      addresses: [],
    });
    useDeliveryUserStore.getState().logIn(rider);

    expect(JSON.parse(localStorage.getItem('delivery_user') ?? 'null')).toEqual({
      success: true,
      data: rider,
    });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null').data.auth_token).toBe(
      'customer-token',
    );

    useDeliveryUserStore.getState().logOut();
    expect(localStorage.getItem('delivery_user')).toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  test('a stored session comes back on start; a malformed one is dropped', async () => {
    localStorage.setItem('delivery_user', JSON.stringify({ success: true, data: rider }));
    await useDeliveryUserStore.persist.rehydrate();
    expect(useDeliveryUserStore.getState().deliveryUser?.data.name).toBe('Ravi');

    localStorage.setItem('delivery_user', JSON.stringify({ success: true, data: { id: 31 } }));
    useDeliveryUserStore.setState({ deliveryUser: null });
    await useDeliveryUserStore.persist.rehydrate();
    expect(useDeliveryUserStore.getState().deliveryUser).toBeNull();
    expect(localStorage.getItem('delivery_user')).toBeNull();
  });

  test('only a login result with a numeric id and a token counts', () => {
    expect(isStoredDeliveryUser({ success: true, data: rider })).toBe(true);
    expect(isStoredDeliveryUser({ success: true, data: { ...rider, auth_token: '' } })).toBe(false);
    expect(isStoredDeliveryUser('rider')).toBe(false);
  });
});
