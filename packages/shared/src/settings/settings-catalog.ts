/**
 * Every setting an admin may edit in the console (issue 17), with its group and type. The server
 * refuses keys outside this list and checks each value against its type; the console draws the
 * editor from it. Pickup and drop's keys have their own page (/pickup-drop) and are not here.
 * `secret` keys are write-only: stored private (never sent by get-settings), shown as set or not.
 */
export const SETTING_GROUPS = [
  { id: 'brand', label: 'Brand and colours' },
  { id: 'home', label: 'Home' },
  { id: 'store-list', label: 'Store list and empty states' },
  { id: 'checkout', label: 'Cart and checkout' },
  { id: 'payments', label: 'Payments' },
  { id: 'first-screen', label: 'First screen and location' },
  { id: 'tab-bar', label: 'Tab bar' },
  { id: 'notifications', label: 'Notifications and mail' },
  { id: 'gdpr', label: 'GDPR banner' },
  { id: 'pwa', label: 'PWA, offline and updates' },
  { id: 'seo', label: 'SEO and sharing' },
  { id: 'desktop', label: 'Desktop landing' },
  { id: 'security', label: 'Security and analytics' },
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number]['id'];

export type SettingType =
  | 'text'
  | 'longtext'
  | 'color'
  | 'image'
  | 'url'
  | 'switch'
  | 'number'
  | 'select'
  | 'html'
  | 'secret';

export interface SettingField {
  key: string;
  label: string;
  group: SettingGroup;
  type: SettingType;
  /** number: inclusive range of the integer. */
  min?: number;
  max?: number;
  /** select: the values allowed. */
  options?: readonly string[];
  /** secret: the shortest value accepted (a shorter one is refused, never stored). */
  minLength?: number;
  hint?: string;
  /** What the server uses while the setting is empty; the editor shows it as the value. */
  default?: string;
  /**
   * number: money, stored in minor units (paise) like every amount, with min and max in them; the
   * console edits it in rupees, as it takes every other amount.
   */
  money?: true;
}

const f = (
  group: SettingGroup,
  type: SettingType,
  key: string,
  label: string,
  extra: Partial<SettingField> = {},
): SettingField => ({ key, label, group, type, ...extra });

/** Maximum lengths by type, checked on the server. */
export const SETTING_MAX_LENGTH: Record<SettingType, number> = {
  text: 300,
  longtext: 2000,
  color: 7,
  image: 2000,
  url: 2000,
  switch: 5,
  number: 12,
  select: 40,
  html: 20_000,
  secret: 2000,
};

/** PayU's payment pages: the only two `payuBaseUrl` may name. */
export const PAYU_LIVE_URL = 'https://secure.payu.in/_payment';
export const PAYU_TEST_URL = 'https://test.payu.in/_payment';
/** Currencies counted in hundredths, as every amount here is. */
const PAYMENT_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'CAD', 'PHP'] as const;

export const SETTINGS_CATALOG: readonly SettingField[] = [
  // Brand
  f('brand', 'text', 'storeName', 'Store name'),
  f('brand', 'image', 'storeLogo', 'Logo'),
  f('brand', 'color', 'storeColor', 'Brand colour', {
    hint: 'Buttons, links and the browser bar of the customer app.',
  }),
  f('brand', 'color', 'cartColorBg', 'Cart bar colour'),
  f('brand', 'color', 'headerBgColor', 'Header background'),
  f('brand', 'color', 'headerTextColor', 'Header text'),
  f('brand', 'image', 'bottomHeaderImage', 'Image under the header'),
  f('brand', 'image', 'footerImage', 'Footer image'),
  f('brand', 'switch', 'hideHeaderBackButton', 'Hide the header back button'),
  f('brand', 'text', 'currencyFormat', 'Currency symbol'),
  f('brand', 'select', 'currencySymbolAlign', 'Currency symbol side', {
    options: ['left', 'right'],
  }),
  // Home
  f('home', 'switch', 'showWelcomeMessage', 'Show the welcome message'),
  f('home', 'switch', 'showCustomerNameHome', "Show the customer's name"),
  f('home', 'html', 'customHomeMessage', 'Home message (HTML)'),
  f('home', 'switch', 'showPromoSlider', 'Show the promo slider'),
  f('home', 'switch', 'showPromoSliderTop', 'Promo slider at the top'),
  f('home', 'switch', 'enRestaurantCategorySlider', 'Show the category tiles'),
  f('home', 'select', 'restaurantCategorySliderPosition', 'Category tiles position', {
    options: ['main', 'none'],
  }),
  f('home', 'select', 'homePageCategoryStyle', 'Category tile style', {
    options: ['STYLEONE', 'STYLETWO'],
  }),
  f('home', 'select', 'homePageCategoryType', 'Category tile layout', {
    options: ['SLIDE', 'GRID'],
  }),
  f('home', 'image', 'offersBannerImage', 'Offers banner'),
  // Store list
  f('store-list', 'text', 'pureVegText', 'Pure veg label'),
  f('store-list', 'text', 'homePageMinsText', 'Minutes label'),
  f('store-list', 'text', 'homePageForTwoText', '"For two" label'),
  f('store-list', 'longtext', 'noRestaurantMessage', 'No stores message'),
  f('store-list', 'text', 'noAreaTitleText', 'Area not served: title'),
  f('store-list', 'longtext', 'noAreaMessageText', 'Area not served: message'),
  f('store-list', 'text', 'restaurantNotActiveMsg', 'Store closed label'),
  f('store-list', 'url', 'mapTileUrl', 'Map tile URL template', {
    hint: 'For example https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  }),
  // Cart and checkout
  f('checkout', 'switch', 'enSelfPickup', 'Allow self-pickup'),
  f('checkout', 'number', 'cartMaxQuantityPerLine', 'Most units of one item', { min: 1, max: 999 }),
  f('checkout', 'number', 'cartMaxLines', 'Most lines in a cart', { min: 1, max: 200 }),
  f('checkout', 'number', 'grocerySmallCartFee', 'Grocery small-basket fee (₹)', {
    min: 0,
    max: 100_000,
    money: true,
  }),
  f('checkout', 'number', 'grocerySmallCartThreshold', 'Grocery small-basket below (₹)', {
    min: 0,
    max: 10_000_000,
    money: true,
  }),
  f('checkout', 'number', 'grocerySubstitutionMinutes', 'Minutes to answer a substitute', {
    min: 1,
    max: 60,
  }),
  // Payments (payments/payment-settings.repository). A provider is offered once its public key and
  // its secret are set; its webhooks are refused until the webhook secret is set too. The
  // providers' API addresses (stripeApiBaseUrl, razorpayApiBaseUrl, payuVerifyUrl,
  // phonepeApiBaseUrl, mercadoPagoApiBaseUrl, khaltiApiBaseUrl, paymongoApiBaseUrl,
  // upiGatewayApiBaseUrl, paytmApiBaseUrl) are left out on purpose: whoever could change them
  // could send the stored secrets to any host.
  f('payments', 'switch', 'codEnabled', 'Cash on delivery', { default: 'true' }),
  f('payments', 'switch', 'walletPaymentEnabled', 'Pay from the wallet', { default: 'true' }),
  f('payments', 'select', 'currencyCode', 'Currency charged', {
    options: PAYMENT_CURRENCIES,
    default: 'INR',
    hint: 'Stripe and Razorpay charge in it; prices are in its hundredths (paise for INR).',
  }),
  f('payments', 'text', 'stripePublishableKey', 'Stripe publishable key', {
    hint: 'pk_live_… or pk_test_…',
  }),
  f('payments', 'secret', 'stripeSecretKey', 'Stripe secret key'),
  f('payments', 'secret', 'stripeWebhookSecret', 'Stripe webhook signing secret', {
    hint: 'whsec_…, of the endpoint https://<your host>/public/api/stripe/webhook',
  }),
  f('payments', 'text', 'razorpayKeyId', 'Razorpay key id', { hint: 'rzp_live_… or rzp_test_…' }),
  f('payments', 'secret', 'razorpayKeySecret', 'Razorpay key secret'),
  f('payments', 'secret', 'razorpayWebhookSecret', 'Razorpay webhook secret', {
    hint: 'Of the webhook https://<your host>/public/api/razorpay/webhook',
  }),
  f('payments', 'text', 'payuMerchantKey', 'PayU merchant key'),
  f('payments', 'secret', 'payuMerchantSalt', 'PayU merchant salt'),
  f('payments', 'select', 'payuBaseUrl', 'PayU payment page', {
    options: [PAYU_LIVE_URL, PAYU_TEST_URL],
    default: PAYU_LIVE_URL,
    hint: 'secure.payu.in takes real payments; test.payu.in is PayU’s test mode.',
  }),
  f('payments', 'text', 'phonepeMerchantId', 'PhonePe merchant id'),
  f('payments', 'secret', 'phonepeSaltKey', 'PhonePe salt key'),
  f('payments', 'text', 'phonepeSaltIndex', 'PhonePe salt index', {
    default: '1',
    hint: 'The index PhonePe gave with the salt key.',
  }),
  f('payments', 'url', 'phonepeCallbackUrl', 'PhonePe callback URL', {
    hint: 'https://<your host>/public/api/phonepe/webhook; taken from the request when empty.',
  }),
  f('payments', 'text', 'mercadoPagoPublicKey', 'Mercado Pago public key', {
    hint: 'APP_USR-… or TEST-…',
  }),
  f('payments', 'secret', 'mercadoPagoAccessToken', 'Mercado Pago access token'),
  f('payments', 'secret', 'mercadoPagoWebhookSecret', 'Mercado Pago webhook secret', {
    hint: 'The secret signature of the webhook https://<your host>/public/api/mercado-pago/webhook',
  }),
  f('payments', 'text', 'khaltiPublicKey', 'Khalti public key'),
  f('payments', 'secret', 'khaltiSecretKey', 'Khalti secret key', {
    hint: 'Live or test secret key; payments are confirmed with Khalti’s lookup API.',
  }),
  f('payments', 'text', 'paymongoPublicKey', 'PayMongo public key', {
    hint: 'pk_live_… or pk_test_…; PayMongo is offered only while the currency charged is PHP.',
  }),
  f('payments', 'secret', 'paymongoSecretKey', 'PayMongo secret key', {
    hint: 'sk_live_… or sk_test_… (live keys check the live signature of webhooks).',
  }),
  f('payments', 'secret', 'paymongoWebhookSecret', 'PayMongo webhook secret', {
    hint: 'whsk_…, of the webhook https://<your host>/public/api/paymongo/webhook',
  }),
  f('payments', 'secret', 'upiGatewayKey', 'UPIGateway API key', {
    hint: 'From UPIGateway.com (ekqr.in); offered when the currency is INR. Its webhook URL is https://<your host>/public/api/upi-gateway/webhook.',
  }),
  f('payments', 'text', 'paytmMerchantId', 'Paytm merchant id (MID)'),
  f('payments', 'secret', 'paytmMerchantKey', 'Paytm merchant key', {
    minLength: 16,
    hint: 'The 16-character key of the MID; it signs every call and checks Paytm’s checksums.',
  }),
  f('payments', 'text', 'paytmWebsiteName', 'Paytm website name', {
    default: 'DEFAULT',
    hint: 'DEFAULT for live payments; WEBSTAGING with staging keys.',
  }),
  // First screen and location
  f('first-screen', 'image', 'firstScreenHeroImage', 'Hero image'),
  f('first-screen', 'text', 'firstScreenHeading', 'Heading'),
  f('first-screen', 'longtext', 'firstScreenSubHeading', 'Sub-heading'),
  f('first-screen', 'text', 'firstScreenSetupLocation', 'Set-up-location button'),
  f('first-screen', 'text', 'firstScreenLoginText', 'Log-in prompt'),
  f('first-screen', 'text', 'firstScreenLoginBtn', 'Log-in button'),
  f('first-screen', 'longtext', 'useGpsMessage', 'Use GPS message'),
  f('first-screen', 'longtext', 'gpsAccessNotGrantedMsg', 'GPS refused message'),
  // Tab bar
  f('tab-bar', 'select', 'footerStyleType', 'Tab bar style', { options: ['FLOAT', 'FIXED'] }),
  f('tab-bar', 'text', 'footerHome', 'Home tab'),
  f('tab-bar', 'text', 'footerNearme', 'Near me tab'),
  f('tab-bar', 'text', 'footerPickupDrop', 'Pickup and drop tab'),
  f('tab-bar', 'text', 'footerCart', 'Cart tab'),
  f('tab-bar', 'text', 'footerAccount', 'Account tab'),
  // Notifications
  f('notifications', 'text', 'pushSenderId', 'Push sender id'),
  f('notifications', 'text', 'vapidPublicKey', 'VAPID public key'),
  f('notifications', 'secret', 'vapidPrivateKey', 'VAPID private key'),
  f('notifications', 'secret', 'smtpPassword', 'SMTP password'),
  // GDPR
  f('gdpr', 'switch', 'showGdpr', 'Show the GDPR banner'),
  f('gdpr', 'longtext', 'gdprMessage', 'Banner message'),
  f('gdpr', 'text', 'gdprConfirmButton', 'Confirm button'),
  // PWA
  f('pwa', 'switch', 'showPwaInstallPromptFooter', 'Offer the install prompt'),
  f('pwa', 'image', 'pwaIcon192', 'App icon 192 px (PNG)'),
  f('pwa', 'image', 'pwaIcon512', 'App icon 512 px (PNG)'),
  f('pwa', 'image', 'pwaIconMaskable', 'Maskable icon 512 px (PNG)'),
  f('pwa', 'text', 'offlineTitleMessage', 'Offline title'),
  f('pwa', 'longtext', 'offlineSubTitleMessage', 'Offline message'),
  f('pwa', 'text', 'updatingMessage', 'Updating message'),
  f('pwa', 'text', 'pleaseWaitText', 'Please wait text'),
  f('pwa', 'switch', 'showSimpleSpinner', 'Simple spinner'),
  // SEO
  f('seo', 'text', 'seoMetaTitle', 'Page title'),
  f('seo', 'longtext', 'seoMetaDescription', 'Meta description'),
  f('seo', 'url', 'seoOgUrl', 'Open graph URL'),
  f('seo', 'text', 'seoOgTitle', 'Open graph title'),
  f('seo', 'longtext', 'seoOgDescription', 'Open graph description'),
  f('seo', 'image', 'seoOgImage', 'Open graph image'),
  f('seo', 'url', 'seoTwitterUrl', 'Twitter URL'),
  f('seo', 'text', 'seoTwitterTitle', 'Twitter title'),
  f('seo', 'longtext', 'seoTwitterDescription', 'Twitter description'),
  f('seo', 'image', 'seoTwitterImage', 'Twitter image'),
  // Desktop landing ('null' hides a text or link there)
  f('desktop', 'switch', 'hideDesktopView', 'Hide the desktop landing'),
  f('desktop', 'text', 'desktopHeading', 'Heading'),
  f('desktop', 'longtext', 'desktopSubHeading', 'Sub-heading'),
  f('desktop', 'text', 'desktopUseAppButton', 'Use app button'),
  ...(['One', 'Two', 'Three', 'Four'] as const).flatMap((n) => [
    f('desktop', 'text', `desktopAchievement${n}Title`, `Achievement ${n.toLowerCase()}: figure`),
    f('desktop', 'text', `desktopAchievement${n}Sub`, `Achievement ${n.toLowerCase()}: caption`),
  ]),
  f('desktop', 'longtext', 'desktopFooterAddress', 'Footer address'),
  f('desktop', 'url', 'desktopFacebookLink', 'Facebook link'),
  f('desktop', 'url', 'desktopGoogleLink', 'Google link'),
  f('desktop', 'url', 'desktopYoutubeLink', 'YouTube link'),
  f('desktop', 'url', 'desktopInstagramLink', 'Instagram link'),
  f('desktop', 'switch', 'desktopShowTryOnPhone', 'Show "try on your phone"'),
  f('desktop', 'longtext', 'desktopTryOnPhoneText', '"Try on your phone" text'),
  // Security and analytics
  f('security', 'text', 'googleAnalyticsId', 'Google Analytics id'),
  f('security', 'text', 'facebookPixelId', 'Facebook pixel id'),
  f('security', 'text', 'googleClientId', 'Google sign-in client id', {
    hint: 'The public OAuth web client id (…apps.googleusercontent.com). Empty: GOOGLE_CLIENT_ID, or no Google button.',
  }),
  f('security', 'secret', 'otpSecret', 'One-time code key', {
    minLength: 32,
    hint: 'Used after the next restart unless OTP_SECRET is set. Codes already sent stop working.',
  }),
];

const byKey = new Map(SETTINGS_CATALOG.map((field) => [field.key, field]));

export function settingField(key: string): SettingField | undefined {
  return byKey.get(key);
}

export const SECRET_SETTING_KEYS: readonly string[] = SETTINGS_CATALOG.filter(
  (field) => field.type === 'secret',
).map((field) => field.key);

const COLOR = /^#[0-9a-f]{6}$/i;
const INTEGER = /^-?\d{1,10}$/;
/** A site path (not protocol-relative) or an http(s) URL. */
const IMAGE = /^(\/(?!\/)\S*|https?:\/\/\S+)$/i;
const URL_OR_NULL = /^(https?:\/\/\S+|null)$/i;

/**
 * Why a value does not fit its field, or null when it does. Empty is allowed for text, image,
 * url and secret fields (a secret emptied is cleared, unless it has a `minLength`).
 */
export function settingValueProblem(field: SettingField, value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (value.length > SETTING_MAX_LENGTH[field.type])
    return `must be at most ${SETTING_MAX_LENGTH[field.type]} characters`;
  switch (field.type) {
    case 'color':
      return COLOR.test(value) ? null : 'must be a colour like #fc8019';
    case 'switch':
      return value === 'true' || value === 'false' ? null : 'must be true or false';
    case 'number': {
      if (!INTEGER.test(value)) return 'must be a whole number';
      const number = Number(value);
      if (field.min !== undefined && number < field.min) return `must be at least ${field.min}`;
      if (field.max !== undefined && number > field.max) return `must be at most ${field.max}`;
      return null;
    }
    case 'select':
      return field.options?.includes(value) ? null : `must be one of ${field.options?.join(', ')}`;
    case 'image':
      return value === '' || IMAGE.test(value) ? null : 'must be a /path or an http(s) URL';
    case 'url':
      return value === '' || URL_OR_NULL.test(value) ? null : 'must be an http(s) URL or null';
    case 'secret':
      return field.minLength && value.length < field.minLength
        ? `must be at least ${field.minLength} characters`
        : null;
    default:
      return null;
  }
}
