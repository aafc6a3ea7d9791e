/** Hindi for the keys of packages/shared/src/i18n/ui-strings-desktop.ts (and the operator texts they show). */
export const hindiDesktopStrings: Record<string, string> = {
  desktopPlaceholder: 'प्लेसहोल्डर',
};
