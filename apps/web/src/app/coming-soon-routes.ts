/**
 * Every SPEC §2 route whose screen lands in a later issue. Each one is a real route (so exact
 * matching holds and unknown paths reach the not-found screen) showing a "coming soon" page.
 * Remove an entry when its screen is built.
 */
export interface ComingSoonRoute {
  path: string;
  /** What the page will be, in words a customer understands. */
  title: string;
  /** The bottom tab bar's own tabs keep the bar visible. */
  hasTabBar?: boolean;
}

export const comingSoonRoutes: readonly ComingSoonRoute[] = [
  { path: '/food', title: 'Restaurants near you', hasTabBar: true },
  { path: '/grocery', title: 'Grocery' },
  { path: '/clones/offers', title: 'Offers' },
  { path: '/offers', title: 'Offers' },
  { path: '/categories/stores', title: 'Stores by category' },
  { path: '/store/:restaurant/category/:categoryId', title: 'Stores in this category' },
  { path: '/stores/:restaurant', title: 'Store menu' },
  { path: '/stores/:restaurant/:id', title: 'Item details' },
  { path: '/grocery/:restaurant/menu/:id', title: 'Grocery store menu' },
  { path: '/explore', title: 'Search' },
  { path: '/new-test', title: 'Preview' },
  { path: '/login', title: 'Login' },
  { path: '/login/forgot-password', title: 'Reset your password' },
  { path: '/register', title: 'Create an account' },
  { path: '/my-account', title: 'Your account', hasTabBar: true },
  { path: '/alerts', title: 'Alerts' },
  { path: '/my-addresses', title: 'Saved addresses' },
  { path: '/my-wallet', title: 'Wallet' },
  { path: '/my-orders', title: 'Your orders' },
  { path: '/rate-order/:id', title: 'Rate your order' },
  { path: '/reviews/:slug', title: 'Store reviews' },
  { path: '/my-favorite-stores', title: 'Favourite stores' },
  { path: '/pages/:slug', title: 'Information' },
  { path: '/cart', title: 'Your cart', hasTabBar: true },
  { path: '/cart/coupons', title: 'Coupons' },
  { path: '/cart/apply-coupon', title: 'Apply a coupon' },
  { path: '/checkout', title: 'Checkout' },
  { path: '/grocery-cart', title: 'Grocery cart' },
  { path: '/grocery-checkout', title: 'Grocery checkout' },
  { path: '/running-order/:unique_order_id', title: 'Track your order' },
  { path: '/payu-verify/:transaction_id', title: 'Confirming your payment' },
  { path: '/grocery-payu-verify/:transaction_id', title: 'Confirming your payment' },
  { path: '/pickup-and-drop', title: 'Pick up and drop', hasTabBar: true },
  { path: '/pickup-and-drop/task', title: 'Pick up and drop task' },
  { path: '/pickup-and-drop/search-location', title: 'Pick up and drop location' },
  { path: '/pickup-and-drop/details', title: 'Parcel details' },
  { path: '/pickup-and-drop/cart', title: 'Pick up and drop summary' },
  { path: '/pickup-and-drop/checkout', title: 'Pick up and drop checkout' },
  { path: '/pickup-and-drop/location-search/:address_type', title: 'Search a location' },
  { path: '/pickup-and-drop/select-location/:address_type', title: 'Select a location' },
  { path: '/delivery', title: 'Delivery partner' },
  { path: '/delivery/login', title: 'Delivery partner login' },
  { path: '/delivery/orders', title: 'Delivery orders' },
  { path: '/delivery/orders/:unique_order_id', title: 'Delivery order' },
  { path: '/delivery/completed-orders', title: 'Completed deliveries' },
  { path: '/auth/login-as-customer/:id?', title: 'Signing you in' },
];
