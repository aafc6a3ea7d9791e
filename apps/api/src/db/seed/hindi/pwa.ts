/** Hindi for the keys of packages/shared/src/i18n/ui-strings-pwa.ts (and the operator texts they show). */
export const hindiPwaStrings: Record<string, string> = {
  pwaPlaceholder: 'प्लेसहोल्डर',
};
