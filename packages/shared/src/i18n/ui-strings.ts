/**
 * English UI strings: the fallback for every language and the source of the English language's
 * translations in the demo data. Texts the operator edits (first-screen heading, tab labels,
 * messages) are settings instead; a language may override those too, under the same key.
 */
export const uiStringsEn = {
  appLoading: 'Loading...',
  back: 'Back',
  offers: 'Offers',
  myAccount: 'My account',
  changeLocation: 'Change delivery location',
  searchLocationTitle: 'Set your delivery location',
  searchLocationPlaceholder: 'Search for your area or landmark',
  searchLocationNoResults: 'No places match your search',
  searchLocationSearching: 'Searching...',
  popularLocations: 'Popular locations',
  useCurrentLocation: 'Use current location',
  gettingLocation: 'Getting your location...',
  myLocationTitle: 'Confirm your location',
  myLocationDeliveringTo: 'Delivering to',
  myLocationHouse: 'House / flat / floor',
  myLocationLandmark: 'Landmark (optional)',
  myLocationTag: 'Save this address as',
  tagHome: 'Home',
  tagWork: 'Work',
  tagOther: 'Other',
  myLocationSave: 'Save and continue',
  myLocationMissing: 'No location to confirm yet. Choose one first.',
  chooseLocation: 'Choose a location',
  homeWelcome: 'Hello',
  searchFor: 'Search for',
  comingSoonTitle: 'Coming soon',
  comingSoonMessage:
    'This part of the app is being built and will be available in an upcoming release.',
  goHome: 'Go to home',
  notFoundTitle: 'Page not found',
  notFoundMessage: 'The page you are looking for does not exist or has moved.',
  errorTitle: 'Something went wrong',
  errorMessage: 'Please check your connection and try again.',
  retry: 'Try again',
  cancel: 'Cancel',
  clearSearch: 'Clear search',
  mainNavigation: 'Main',
  homeStoresSoonTitle: 'Restaurants near {area} are getting ready',
  homeStoresSoonMessage:
    'We are lining up the best kitchens and stores that deliver to your address. Check back soon to browse menus and order.',
  homeHighlightFast: 'Fast delivery',
  homeHighlightTracking: 'Live order tracking',
  homeHighlightOffers: 'Offers every day',
} as const;

export type UiStringKey = keyof typeof uiStringsEn;
