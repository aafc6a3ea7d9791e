/**
 * For the authorization matrix test: a valid body for every `staff` console call, naming records
 * of one store owner's store, so that another owner's attempt must end in 403 or 404. A new staff
 * call without an entry here fails the matrix test.
 */
export interface OwnerExampleContext {
  storeId: number;
  itemId: number;
  uniqueOrderId: string;
}

type Example = (context: OwnerExampleContext) => Record<string, unknown>;

const C = '/public/api/console';

export const OWNER_EXAMPLES: Record<string, Example> = {
  [`${C}/get-stores`]: () => ({}),
  [`${C}/get-store-orders`]: ({ storeId }) => ({ store_id: storeId }),
  [`${C}/accept-order`]: ({ uniqueOrderId }) => ({ unique_order_id: uniqueOrderId }),
  [`${C}/mark-order-ready`]: ({ uniqueOrderId }) => ({ unique_order_id: uniqueOrderId }),
  [`${C}/complete-order`]: ({ uniqueOrderId }) => ({ unique_order_id: uniqueOrderId }),
  [`${C}/confirm-scheduled`]: ({ uniqueOrderId }) => ({ unique_order_id: uniqueOrderId }),
  [`${C}/reject-order`]: ({ uniqueOrderId }) => ({
    unique_order_id: uniqueOrderId,
    reason: 'Out of stock',
  }),
  [`${C}/toggle-store`]: ({ storeId }) => ({ store_id: storeId, is_active: false }),
  [`${C}/set-auto-accept`]: ({ storeId }) => ({ store_id: storeId, auto_accept_orders: true }),
  [`${C}/get-store-items`]: ({ storeId }) => ({ store_id: storeId }),
  [`${C}/set-item-availability`]: ({ itemId }) => ({ item_id: itemId, is_available: false }),
  [`${C}/set-item-stock`]: ({ itemId }) => ({ item_id: itemId, stock_count: 3 }),
  [`${C}/pick-order-line`]: ({ uniqueOrderId }) => ({
    unique_order_id: uniqueOrderId,
    order_item_id: 1,
    pick_status: 'picked',
  }),
  [`${C}/propose-substitute`]: ({ uniqueOrderId, itemId }) => ({
    unique_order_id: uniqueOrderId,
    order_item_id: 1,
    item_id: itemId,
    quantity: 1,
  }),
  [`${C}/update-item`]: ({ itemId }) => ({
    item_id: itemId,
    price: 1000,
    mrp: null,
    pack_quantity: null,
    pack_unit: null,
    max_per_order: null,
  }),
  // Menus (issue 17): every call names the store, which the other owner does not run.
  [`${C}/menu/get`]: ({ storeId }) => ({ store_id: storeId }),
  [`${C}/menu/upload-image`]: ({ storeId }) => ({
    store_id: storeId,
    image: `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 1, 1, 1]).toString('base64')}`,
  }),
  [`${C}/menu/save-category`]: ({ storeId }) => ({ store_id: storeId, name: 'Specials' }),
  [`${C}/menu/delete-category`]: ({ storeId }) => ({ store_id: storeId, category_id: 1 }),
  [`${C}/menu/save-item`]: ({ storeId, itemId }) => ({
    store_id: storeId,
    item_id: itemId,
    category_id: 1,
    name: 'Renamed',
    price_minor: 1000,
  }),
  [`${C}/menu/delete-item`]: ({ storeId, itemId }) => ({ store_id: storeId, item_id: itemId }),
  [`${C}/menu/save-addon-group`]: ({ storeId, itemId }) => ({
    store_id: storeId,
    item_id: itemId,
    name: 'Size',
    min_choices: 1,
    max_choices: 1,
    addons: [{ name: 'Large', price_minor: 500 }],
  }),
  [`${C}/menu/delete-addon-group`]: ({ storeId }) => ({ store_id: storeId, group_id: 1 }),
  // Owner pages (hours, busy mode, earnings).
  [`${C}/get-store-hours`]: ({ storeId }) => ({ store_id: storeId }),
  [`${C}/set-store-hours`]: ({ storeId }) => ({
    store_id: storeId,
    opening_hours: [{ day: 1, ranges: [['09:00', '17:00']] }],
  }),
  [`${C}/set-store-holidays`]: ({ storeId }) => ({ store_id: storeId, holidays: ['2030-01-01'] }),
  [`${C}/set-busy-mode`]: ({ storeId }) => ({ store_id: storeId, mode: 'pause', for_minutes: 30 }),
  [`${C}/get-store-earnings`]: ({ storeId }) => ({ store_id: storeId }),
  [`${C}/get-owner-orders`]: ({ storeId }) => ({ store_ids: [storeId] }),
};
