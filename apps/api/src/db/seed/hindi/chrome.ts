/** Hindi for the keys of packages/shared/src/i18n/ui-strings-chrome.ts (and the operator texts they show). */
export const hindiChromeStrings: Record<string, string> = {
  chromePlaceholder: 'प्लेसहोल्डर',
};
