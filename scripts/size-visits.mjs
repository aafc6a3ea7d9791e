// The pages `npm run size` measures (scripts/size.mjs), and the demo customer, store, item and
// order they need, made through the public API of the server under measurement.

/** Indiranagar, Bengaluru: the demo stores deliver here. */
const HOME = { lat: 12.9719, lng: 77.6412 };

async function post(base, route, body) {
  const response = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok || json.success === false) {
    throw new Error(`${route}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  }
  return json;
}

/** A fresh customer with a saved address, the nearest open store, one of its items and an order. */
export async function setUpVisitor(base) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    name: 'Size Probe',
    email: `size${stamp}@example.test`,
    phone: `+9196${stamp.slice(-8)}`,
    password: `pw-${stamp}`,
  };
  await post(base, '/public/api/register', account);
  const login = await post(base, '/public/api/login', {
    email: account.email,
    password: account.password,
  });
  const user = login.data;
  const saved = await post(base, '/public/api/save-address', {
    token: user.auth_token,
    user_id: user.id,
    lat: HOME.lat + 0.005,
    lng: HOME.lng,
    address: '100 Feet Road, Indiranagar, Bengaluru',
    house: 'Flat 7',
    tag: 'Home',
    is_default: true,
  });
  const addressId = saved.data.at(-1).id;
  const stores = await post(base, '/public/api/get-delivery-restaurants', {
    latitude: HOME.lat,
    longitude: HOME.lng,
  });
  const store = stores.data.find((candidate) => candidate.is_open && candidate.is_active);
  if (!store) throw new Error('no open demo store near Indiranagar');
  const menu = await post(base, `/public/api/get-restaurant-items/${store.id}`, {});
  const items = Object.values(menu.data)
    .flat()
    .filter((item) => item && typeof item === 'object' && 'price' in item);
  const item =
    items.find(
      (candidate) =>
        candidate.is_available &&
        (candidate.addon_groups ?? []).every((group) => (group.min ?? 0) === 0),
    ) ?? items[0];
  const order = await post(base, '/public/api/place-order', {
    token: user.auth_token,
    restaurant_id: store.id,
    items: [{ id: item.id, quantity: 1, addons: [] }],
    delivery_type: 'DELIVERY',
    address_id: addressId,
    payment_method: 'COD',
    idempotency_key: `size-${stamp}`,
  });
  const consoleSession = async (email) =>
    (await post(base, '/public/api/console/login', { email, password: 'demopassword' })).data;
  return {
    user,
    store,
    item,
    orderId: order.data.unique_order_id,
    ...(await placeCourierTask(base, user, stamp)),
    consoleAdmin: await consoleSession('admin@demo.test'),
    consoleOwner: await consoleSession('owner@demo.test'),
  };
}

/**
 * A courier task for the recipient's page. The operator (the demo admin) opens pickup and drop
 * around the clock first, so the measurement does not depend on the hour it runs.
 */
async function placeCourierTask(base, user, stamp) {
  const admin = (
    await post(base, '/public/api/login', { email: 'admin@demo.test', password: 'demopassword' })
  ).data;
  const current = (
    await post(base, '/public/api/console/get-pickup-drop-settings', { token: admin.auth_token })
  ).data;
  await post(base, '/public/api/console/save-pickup-drop-settings', {
    token: admin.auth_token,
    is_enabled: true,
    task_types: current.task_types,
    tariff: { ...current.tariff, serviceHours: null },
    zones: current.zones,
    proof_photo_allowed: current.proof_photo_allowed,
    dispatch_radius_km: current.dispatch_radius_km,
  });
  const stop = (lat, lng, name) => ({
    latitude: lat,
    longitude: lng,
    address: `${name} road`,
    contact_name: name,
    contact_phone: '+919800000001',
  });
  const task = await post(base, '/public/api/pickup-and-drop-place-order', {
    token: user.auth_token,
    task: {
      pickup: stop(HOME.lat, HOME.lng, 'Asha'),
      drop: stop(HOME.lat - 0.03, HOME.lng - 0.01, 'Ravi'),
      task_type: 'documents',
      description: 'Size probe papers',
      weight_kg: 1,
    },
    payment_method: 'COD',
    idempotency_key: `size-courier-${stamp}`,
  });
  return { trackToken: task.data.courier.track_token, taskId: task.data.unique_order_id };
}

/** Every page measured, with the local storage it starts from (`undefined`: a first visit). */
export function visits({
  user,
  store,
  item,
  orderId,
  trackToken,
  taskId,
  consoleAdmin,
  consoleOwner,
}) {
  const location = {
    userSetAddress: JSON.stringify({
      lat: HOME.lat,
      lng: HOME.lng,
      address: 'Indiranagar, Bengaluru, Karnataka 560038',
      house: null,
      tag: null,
      businessLocation: true,
    }),
    userAlreadySelectedLocation: 'true',
  };
  const signedIn = {
    ...location,
    user: JSON.stringify({ success: true, data: user }),
    addresses: '[]',
  };
  const cart = JSON.stringify([
    {
      id: item.id,
      restaurant_id: store.id,
      name: item.name,
      price: item.price,
      is_veg: item.is_veg,
      addons: [],
      quantity: 1,
    },
  ]);
  const stop = (latitude, longitude, address, name) => ({
    latitude,
    longitude,
    address,
    house: '',
    landmark: '',
    contact_name: name,
    contact_phone: '+919876543210',
  });
  // A complete pickup-and-drop task as the draft store keeps it (zustand persist).
  const pickupDropDraft = JSON.stringify({
    state: {
      taskType: 'documents',
      description: '2 files',
      weightKg: 5,
      pickup: stop(12.9352, 77.6245, 'Koramangala, Bengaluru', 'Asha'),
      drop: stop(12.9784, 77.6408, 'Indiranagar, Bengaluru', 'Ravi'),
      instructions: '',
      payer: 'sender',
      coupon: null,
      tip: 0,
      pendingPoint: null,
    },
    version: 1,
  });
  const pages = [
    { name: '/ (first visit: set location)', path: '/' },
    { name: '/ (home feed, location saved)', path: '/', storage: location },
    { name: '/food', path: '/food', storage: location },
    { name: '/offers', path: '/offers', storage: location },
    { name: '/explore', path: '/explore', storage: location },
    { name: '/stores/<slug>', path: `/stores/${store.slug}`, storage: location },
    { name: '/stores/<slug>/<item>', path: `/stores/${store.slug}/${item.id}`, storage: location },
    { name: '/cart', path: '/cart', storage: { ...location, cart } },
    { name: '/checkout (signed in)', path: '/checkout', storage: { ...signedIn, cart } },
    { name: '/grocery', path: '/grocery', storage: location },
    {
      name: '/grocery/<slug>/menu/0',
      path: '/grocery/daily-basket-koramangala/menu/0',
      storage: location,
    },
    { name: '/grocery-cart', path: '/grocery-cart', storage: location },
    { name: '/login', path: '/login', storage: location },
    { name: '/my-account (signed in)', path: '/my-account', storage: signedIn },
    { name: '/my-orders (signed in)', path: '/my-orders', storage: signedIn },
    {
      // Leaflet (its own chunk) loads once a rider is on the way; a new order shows no map yet.
      name: '/running-order/<id>',
      path: `/running-order/${encodeURIComponent(orderId)}`,
      storage: signedIn,
    },
    {
      // A courier task shows its map (pickup and drop) from the start.
      name: '/running-order/<id> (courier task)',
      path: `/running-order/${encodeURIComponent(taskId)}`,
      storage: signedIn,
    },
    { name: '/pickup-and-drop', path: '/pickup-and-drop', storage: location },
    {
      // The recipient's link: a first visit (no account), with the map of both stops.
      name: '/pickup-and-drop/track/<token> (recipient)',
      path: `/pickup-and-drop/track/${encodeURIComponent(trackToken)}`,
      storage: undefined,
    },
    { name: '/pickup-and-drop/task (signed in)', path: '/pickup-and-drop/task', storage: signedIn },
    {
      name: '/pickup-and-drop/search-location',
      path: '/pickup-and-drop/search-location',
      storage: { ...location, pickup_drop_draft: pickupDropDraft },
    },
    {
      name: '/pickup-and-drop/location-search/pickup',
      path: '/pickup-and-drop/location-search/pickup',
      storage: location,
    },
    {
      // Leaflet (its own chunk) is part of this page: the map is what it is for.
      name: '/pickup-and-drop/select-location/drop',
      path: '/pickup-and-drop/select-location/drop',
      storage: location,
    },
    {
      name: '/pickup-and-drop/details',
      path: '/pickup-and-drop/details',
      storage: { ...location, pickup_drop_draft: pickupDropDraft },
    },
    {
      name: '/pickup-and-drop/cart',
      path: '/pickup-and-drop/cart',
      storage: { ...location, pickup_drop_draft: pickupDropDraft },
    },
    {
      name: '/pickup-and-drop/checkout (signed in)',
      path: '/pickup-and-drop/checkout',
      storage: { ...signedIn, pickup_drop_draft: pickupDropDraft },
    },
    { name: '/delivery', path: '/delivery' },
    // The operator console: its own bundle, no service worker, 200 KB on a first load (issue 17),
    // charts and maps only on the pages that show them.
    { name: '/console (log-in)', path: '/console', registersWorker: false, budget: 200 },
    {
      name: '/console/dashboard (admin: charts, live map)',
      path: '/console/dashboard',
      registersWorker: false,
      budget: 200,
      storage: { console_user: JSON.stringify(consoleAdmin) },
    },
    {
      name: '/console/orders (admin)',
      path: '/console/orders',
      registersWorker: false,
      budget: 200,
      storage: { console_user: JSON.stringify(consoleAdmin) },
    },
    {
      name: '/console/stores (admin)',
      path: '/console/stores',
      registersWorker: false,
      budget: 200,
      storage: { console_user: JSON.stringify(consoleAdmin) },
    },
    {
      name: '/console (store owner: orders board)',
      path: '/console',
      registersWorker: false,
      budget: 200,
      storage: { console_user: JSON.stringify(consoleOwner) },
    },
  ];
  return pages.map((page) => ({ registersWorker: true, ...page }));
}
