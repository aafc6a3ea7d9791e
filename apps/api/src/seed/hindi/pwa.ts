/** Hindi for the keys of packages/shared/src/i18n/ui-strings-pwa.ts (and the operator texts they show). */
export const hindiPwaStrings: Record<string, string> = {
  pwaOfflineTitle: 'आप ऑफ़लाइन हैं',
  pwaOfflineMessage: 'अपना इंटरनेट कनेक्शन जाँचें। ऑनलाइन होते ही यह पेज वापस आ जाएगा।',
  pwaUpdating: 'अपडेट हो रहा है, कृपया प्रतीक्षा करें...',
};
