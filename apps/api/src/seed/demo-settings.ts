/**
 * Demo values for every setting key named in SPEC §3. `isPublic: false` keys (gateway secrets,
 * SMTP password, VAPID private key) live in the same store but are never sent to clients.
 */
export interface SettingSeed {
  key: string;
  value: string;
  isPublic?: boolean;
}

export const demoSettings: SettingSeed[] = [
  // Brand
  { key: 'storeName', value: 'Swiftbite' },
  // Cart caps (issue 13): the server merges duplicate lines and refuses more than these.
  { key: 'cartMaxQuantityPerLine', value: '20', isPublic: true },
  { key: 'cartMaxLines', value: '30', isPublic: true },
  // Grocery (issue 15): a fee on baskets under ₹99, and minutes to answer a substitute.
  { key: 'grocerySmallCartFee', value: '1500', isPublic: true },
  { key: 'grocerySmallCartThreshold', value: '9900', isPublic: true },
  { key: 'grocerySubstitutionMinutes', value: '5', isPublic: true },
  // Pickup and drop (issue 16): two zones, Bengaluru within 25 km and Mysuru within 12 km (a task
  // stays inside one), 07:00 to 23:00; ₹40 for the first 2 km, ₹10 a km after, a fee by weight
  // band, 25 % at night and 10 % at the evening peak, 18 % GST.
  { key: 'pickupDropEnabled', value: 'true', isPublic: true },
  {
    key: 'pickupDropTaskTypes',
    value: JSON.stringify(['documents', 'food', 'parcel', 'keys', 'laundry', 'custom']),
    isPublic: true,
  },
  {
    key: 'pickupDropTariff',
    value: JSON.stringify({
      baseFareMinor: 4000,
      baseDistanceKm: 2,
      perKmMinor: 1000,
      weightBands: [
        { maxKg: 5, feeMinor: 0 },
        { maxKg: 10, feeMinor: 3000 },
        { maxKg: 20, feeMinor: 6000 },
      ],
      minDistanceKm: 1,
      maxDistanceKm: 20,
      surcharges: [
        { from: '22:00', to: '06:00', bps: 2500, label: 'Night' },
        { from: '18:00', to: '21:00', bps: 1000, label: 'Evening peak' },
      ],
      taxBps: 1800,
      serviceHours: { open: '07:00', close: '23:00' },
    }),
    isPublic: true,
  },
  {
    key: 'pickupDropZone',
    value: JSON.stringify([
      { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 },
      { name: 'Mysuru', latitude: 12.2958, longitude: 76.6394, radiusKm: 12 },
    ]),
    isPublic: true,
  },
  // A rider may hand over with a photo when the recipient is absent; tasks are offered to online
  // riders within 8 km of the pickup.
  { key: 'pickupDropPhotoProof', value: 'true', isPublic: true },
  { key: 'pickupDropDispatchKm', value: '8', isPublic: true },
  { key: 'storeLogo', value: '/images/logo.svg' },
  { key: 'storeColor', value: '#fc8019' },
  { key: 'currencyFormat', value: '₹' },
  { key: 'currencySymbolAlign', value: 'left' },
  { key: 'cartColorBg', value: '#15803d' },
  { key: 'headerBgColor', value: '#ffffff' },
  { key: 'headerTextColor', value: '#282c3f' },
  { key: 'bottomHeaderImage', value: '' },
  { key: 'offersBannerImage', value: '/images/offers/offers-banner.svg' },
  { key: 'footerImage', value: '' },
  { key: 'hideHeaderBackButton', value: 'true' },
  // GDPR
  { key: 'showGdpr', value: 'true' },
  {
    key: 'gdprMessage',
    value: 'We use cookies to keep you signed in and to remember your cart and location.',
  },
  { key: 'gdprConfirmButton', value: 'Got it' },
  // SEO and open graph
  { key: 'seoMetaTitle', value: 'Swiftbite: food, groceries and parcels delivered' },
  {
    key: 'seoMetaDescription',
    value: 'Order from the best restaurants and stores near you and track your order live.',
  },
  { key: 'seoOgUrl', value: '' },
  { key: 'seoOgTitle', value: 'Swiftbite' },
  { key: 'seoOgDescription', value: 'Food, groceries and parcels delivered to your door.' },
  { key: 'seoOgImage', value: '/images/first-screen-hero.svg' },
  { key: 'seoTwitterUrl', value: '' },
  { key: 'seoTwitterTitle', value: 'Swiftbite' },
  { key: 'seoTwitterDescription', value: 'Food, groceries and parcels delivered to your door.' },
  { key: 'seoTwitterImage', value: '/images/first-screen-hero.svg' },
  // First screen
  { key: 'firstScreenHeroImage', value: '/images/first-screen-hero.svg' },
  { key: 'firstScreenHeading', value: 'Hungry? You are in the right place' },
  {
    key: 'firstScreenSubHeading',
    value: 'Order from the best restaurants and stores near you, delivered fast.',
  },
  { key: 'firstScreenSetupLocation', value: 'Set up your location' },
  { key: 'firstScreenLoginText', value: 'Have an account?' },
  { key: 'firstScreenLoginBtn', value: 'Login' },
  // Location
  { key: 'useGpsMessage', value: 'Using GPS gives the most accurate delivery address' },
  {
    key: 'gpsAccessNotGrantedMsg',
    value:
      'Location access was not granted. Allow it in your browser settings, or choose a location from the list.',
  },
  // Home
  { key: 'showWelcomeMessage', value: 'true' },
  { key: 'showPromoSlider', value: 'true' },
  { key: 'showPromoSliderTop', value: 'true' },
  { key: 'enRestaurantCategorySlider', value: 'true' },
  { key: 'restaurantCategorySliderPosition', value: 'main' },
  { key: 'homePageCategoryStyle', value: 'STYLEONE' },
  { key: 'homePageCategoryType', value: 'SLIDE' },
  { key: 'showCustomerNameHome', value: 'true' },
  { key: 'customHomeMessage', value: '' },
  { key: 'pureVegText', value: 'Pure Veg' },
  { key: 'homePageMinsText', value: 'MINS' },
  { key: 'homePageForTwoText', value: 'FOR TWO' },
  { key: 'enSelfPickup', value: 'true' },
  // Bottom tab bar
  { key: 'footerStyleType', value: 'FLOAT' },
  { key: 'footerHome', value: 'Home' },
  { key: 'footerNearme', value: 'Near Me' },
  { key: 'footerPickupDrop', value: 'Pick & Drop' },
  { key: 'footerCart', value: 'Cart' },
  { key: 'footerAccount', value: 'Account' },
  { key: 'showPwaInstallPromptFooter', value: 'true' },
  // Push messaging (the client has a built-in fallback when absent)
  { key: 'pushSenderId', value: '' },
  { key: 'vapidPublicKey', value: '' },
  // Empty and error states
  { key: 'noRestaurantMessage', value: 'No stores are delivering to your location right now.' },
  { key: 'noAreaTitleText', value: 'We are not here yet' },
  {
    key: 'noAreaMessageText',
    value: 'We do not deliver to this location yet. Try another address.',
  },
  { key: 'restaurantNotActiveMsg', value: 'Not accepting orders right now' },
  { key: 'offlineTitleMessage', value: 'You are offline' },
  {
    key: 'offlineSubTitleMessage',
    value: 'Check your internet connection. We will reconnect as soon as you are back online.',
  },
  { key: 'updatingMessage', value: 'Updating, please wait...' },
  { key: 'pleaseWaitText', value: 'Please wait...' },
  { key: 'showSimpleSpinner', value: 'false' },
  { key: 'hideDesktopView', value: 'false' },
  // Analytics (off until an id is set)
  { key: 'googleAnalyticsId', value: '' },
  { key: 'facebookPixelId', value: '' },
  // Secrets: never returned by get-settings
  { key: 'razorpayKeySecret', value: '', isPublic: false },
  { key: 'stripeSecretKey', value: '', isPublic: false },
  { key: 'smtpPassword', value: '', isPublic: false },
  { key: 'vapidPrivateKey', value: '', isPublic: false },
];
