/**
 * The authorization matrix (ARCHITECTURE §8, issue 4). Every POST route under /public/ is listed
 * here, and a route that is missing fails the run, so each new call must be classified:
 *
 * - `public`: anyone may call it (browsing, log-in, registration, OTP, password reset).
 * - `owned`: it names something of customer A (A's user_id, address, notification...) or is for
 *   staff only. Customer B, a rider, a store owner and a guest all get 401, 403 or 404, and none
 *   of A's rows change.
 * - `self`: it needs a token and acts only on the token's owner (no id of anyone's thing is taken):
 *   a guest gets 401, and B's call, even naming A's user_id, changes none of A's rows.
 * - `signed`: a payment provider's call (webhook, PayU return). It carries no token: its signature
 *   or hash over the body is the authentication, so anyone may send one, and an unsigned or
 *   wrongly signed body gets 400 payments.invalid_signature and changes none of A's rows.
 * - `confirmed`: a payment provider's call that carries no signature at all (UPIGateway's
 *   webhook). Anyone may send one and its body is only a claim: the server asks the provider's
 *   status API about the attempt it names and acts on that answer alone. A claim the provider does
 *   not confirm gets 400 payments.invalid_signature, one naming no attempt of ours 404, and none of
 *   A's rows change.
 */
export interface Ids {
  a: number;
  addressId: number;
  notificationId: number;
  storeId: number;
  endpoint: string;
  /** A's order awaiting payment, and its PayU transaction. */
  orderUniqueId: string;
  payuTxnId: string;
  /** A store nobody in the matrix owns or delivers for, A's order there (preparing) and an item. */
  rivalStoreId: number;
  rivalOrderUniqueId: string;
  rivalItemId: number;
}
export type Entry =
  | { kind: 'public' }
  | { kind: 'owned'; bodies: (ids: Ids) => object[] }
  | { kind: 'self'; body: (ids: Ids) => object }
  | { kind: 'signed' }
  | { kind: 'confirmed' };

export const PNG_DATA_URL = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(16, 1),
]).toString('base64')}`;
export const POINT = { latitude: 12.9352, longitude: 77.6245 };
export const addressFields = { lat: 12.9, lng: 77.6, address: 'Taken over', tag: 'home' };
export const CART = [{ id: 1, quantity: 1, addons: [] }];
const STOP = {
  ...POINT,
  address: 'A street',
  contact_name: 'Asha',
  contact_phone: '+919800000001',
};
/** A courier task (pickup and drop): B's task is B's own order; none of A's rows change. */
export const TASK = {
  pickup: STOP,
  drop: { ...STOP, latitude: 12.9719, longitude: 77.6412 },
  task_type: 'documents',
  description: 'Papers',
  weight_kg: 1,
};

export const pub: Entry = { kind: 'public' };
export const withUserId = (extra: (ids: Ids) => object = () => ({})): Entry => ({
  kind: 'owned',
  bodies: (ids) => [{ user_id: ids.a, ...extra(ids) }],
});

/** A's order, named by its unique id (with and without A's user_id). */
export const withOrder = (extra: (ids: Ids) => object = () => ({})): Entry => ({
  kind: 'owned',
  bodies: (ids) => [
    { user_id: ids.a, order_id: ids.orderUniqueId, ...extra(ids) },
    { order_id: ids.orderUniqueId, ...extra(ids) },
  ],
});

/** A's order at the rival store (with and without A's user_id). */
export const withRivalOrder = (extra: Record<string, unknown> = {}): Entry => ({
  kind: 'owned',
  bodies: (ids) => [
    { user_id: ids.a, unique_order_id: ids.rivalOrderUniqueId, ...extra },
    { unique_order_id: ids.rivalOrderUniqueId, ...extra },
  ],
});
/** The rival store, named by id. */
export const withRivalStore = (extra: Record<string, unknown> = {}): Entry => ({
  kind: 'owned',
  bodies: (ids) => [{ store_id: ids.rivalStoreId, ...extra }],
});
