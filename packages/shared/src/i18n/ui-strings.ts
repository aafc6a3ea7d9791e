import type { uiStringsAccountsEn } from './ui-strings-accounts';
import type { uiStringsDeliveryEn } from './ui-strings-delivery';
import type { uiStringsOrdersEn } from './ui-strings-orders';
import type { uiStringsScreensEn } from './ui-strings-screens';
import type { uiStringsPwaEn } from './ui-strings-pwa';
import type { uiStringsChromeEn } from './ui-strings-chrome';
import type { uiStringsDesktopEn } from './ui-strings-desktop';
import type { uiStringsNavEn } from './ui-strings-nav';
import type { uiStringsGroceryEn } from './ui-strings-grocery';
import type { uiStringsPickupDropEn } from './ui-strings-pickup-drop';
import type { uiStringsCourierTrackingEn } from './ui-strings-courier-tracking';

/**
 * English UI strings: the fallback for every language and the source of the English language's
 * translations in the demo data. Texts the operator edits (first-screen heading, tab labels,
 * messages) are settings instead; a language may override those too, under the same key.
 */
export const uiStringsEn = {
  close: 'Close',
  appLoading: 'Loading...',
  back: 'Back',
  offers: 'Offers',
  myAccount: 'My account',
  changeLocation: 'Change delivery location',
  homeWelcome: 'Hello',
  searchFor: 'Search for',
  errorTitle: 'Something went wrong',
  errorMessage: 'Please check your connection and try again.',
  retry: 'Try again',
  signedOutBanned:
    'Your account has been blocked, so you were signed out. Contact support for help.',
  signedOutExpired: 'Your session has ended. Log in again to continue.',
  mainNavigation: 'Main',
  homeStoresSoonTitle: 'Restaurants near {area} are getting ready',
  homeStoresSoonMessage:
    'We are lining up the best kitchens and stores that deliver to your address. Check back soon to browse menus and order.',
  homeHighlightFast: 'Fast delivery',
  homeHighlightTracking: 'Live order tracking',
  homeHighlightOffers: 'Offers every day',
  // Catalogue screens (issue 3).
  greetingMorning: 'Good morning',
  greetingAfternoon: 'Good afternoon',
  greetingEvening: 'Good evening',
  loginLink: 'Log in',
  loginLinkHint: 'to see your favourites and offers',
  loadingOffers: 'Loading offers...',
  promotions: 'Promotions',
  loadingStores: 'Loading restaurants...',
  whatsOnYourMind: "What's on your mind?",
  topCategories: 'Top Categories',
  newArrivals: 'New arrivals',
  moreToExplore: 'More to explore',
  getItQuickly: 'Get it quickly',
  topPicksForPickup: 'Top picks for pickup',
  restaurantsNearYou: 'Restaurants near you',
  showMoreStores: 'Show more restaurants',
  loadingMoreStores: 'Loading more restaurants...',
  noStoresFallback: 'No restaurants deliver here right now.',
  delivery: 'Delivery',
  selfPickup: 'Self pickup',
  orderTypeLabel: 'How do you want your order?',
  backToHome: 'Back to Home',
  updateLocation: 'Update Location',
  km: 'km',
  rating: 'Rating',
  veg: 'Veg',
  add: 'ADD',
  removeOne: 'Remove one {name}',
  restaurants: 'Restaurants',
  dismiss: 'Dismiss',
  // Names of the screens still to come (the coming-soon page shows them).
  pageRestaurantsNearYou: 'Restaurants near you',
  pageGrocery: 'Grocery',
  pageStoreMenu: 'Store menu',
  pageGroceryStoreMenu: 'Grocery store menu',
  pagePreview: 'Preview',
  pageGroceryCart: 'Grocery cart',
  pageGroceryCheckout: 'Grocery checkout',
  pageConfirmingYourPayment: 'Confirming your payment',
  pagePickUpAndDrop: 'Pick up and drop',
  pagePickUpAndDropTask: 'Pick up and drop task',
  pagePickUpAndDropLocation: 'Pick up and drop location',
  pageParcelDetails: 'Parcel details',
  pagePickUpAndDropSummary: 'Pick up and drop summary',
  pagePickUpAndDropCheckout: 'Pick up and drop checkout',
  pageSearchALocation: 'Search a location',
  pageSelectALocation: 'Select a location',
  addressDeleteTitle: 'Delete this address?',
  tabUnreadAlerts: 'unread alerts: {count}',
} as const;

/** Every UI string key: the core list and the feature packs (ui-strings-*.ts). */
export type UiStringKey =
  | keyof typeof uiStringsEn
  | keyof typeof uiStringsAccountsEn
  | keyof typeof uiStringsOrdersEn
  | keyof typeof uiStringsScreensEn
  | keyof typeof uiStringsDeliveryEn
  | keyof typeof uiStringsPwaEn
  | keyof typeof uiStringsChromeEn
  | keyof typeof uiStringsDesktopEn
  | keyof typeof uiStringsNavEn
  | keyof typeof uiStringsGroceryEn
  | keyof typeof uiStringsPickupDropEn
  | keyof typeof uiStringsCourierTrackingEn;
