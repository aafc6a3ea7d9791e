import { expect, type APIRequestContext } from '@playwright/test';
import { INDIRANAGAR } from './support';

export interface RegisteredCustomer {
  id: number;
  auth_token: string;
  /** The login answer's data, as the customer app stores it under `user`. */
  data: { id: number; auth_token: string } & Record<string, unknown>;
  email: string;
  /** Their default address, in Indiranagar (the demo stores deliver there). */
  addressId: number;
}

/** The default address a journey's customer gets (Indiranagar, where the demo stores deliver). */
export const HOME_ADDRESS = '100 Feet Road, Indiranagar, Bengaluru';

let counter = 0;

/**
 * A new customer, registered and signed in through the API, with a default address in
 * Indiranagar. `phonePrefix` keeps one spec's phone numbers apart from another's.
 */
export async function registerCustomer(
  request: APIRequestContext,
  { phonePrefix = '+9197' }: { phonePrefix?: string } = {},
): Promise<RegisteredCustomer> {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  const details = {
    name: `Meera ${stamp.slice(-4)}`,
    email: `meera${stamp}@example.test`,
    phone: `${phonePrefix}${stamp.slice(-8)}`,
    password: 'correct-horse-9',
  };
  expect((await request.post('/public/api/register', { data: details })).ok()).toBe(true);
  const login = await request.post('/public/api/login', {
    data: { email: details.email, password: details.password },
  });
  const data = ((await login.json()) as { data: RegisteredCustomer['data'] }).data;
  const saved = await request.post('/public/api/save-address', {
    data: {
      token: data.auth_token,
      user_id: data.id,
      lat: INDIRANAGAR.latitude,
      lng: INDIRANAGAR.longitude,
      address: HOME_ADDRESS,
      house: 'Flat 7',
      tag: 'Home',
      is_default: true,
    },
  });
  expect(saved.ok()).toBe(true);
  const addresses = ((await saved.json()) as { data: { id: number; is_default: boolean }[] }).data;
  const addressId = (addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? -1;
  return { id: data.id, auth_token: data.auth_token, data, email: details.email, addressId };
}
