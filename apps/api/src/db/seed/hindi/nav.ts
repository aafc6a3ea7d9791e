/** Hindi for the keys of packages/shared/src/i18n/ui-strings-nav.ts (and the operator texts they show). */
export const hindiNavStrings: Record<string, string> = {
  navPlaceholder: 'प्लेसहोल्डर',
};
