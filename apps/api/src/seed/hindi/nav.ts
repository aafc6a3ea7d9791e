/** Hindi for the keys of packages/shared/src/i18n/ui-strings-nav.ts (and the operator texts they show). */
export const hindiNavStrings: Record<string, string> = {
  navGoHome: 'होम पर जाएँ',
  navItemCount: '{n} आइटम',
  navItemCountOne: '1 आइटम',
  navLinkCopied: 'लिंक क्लिपबोर्ड पर कॉपी हो गया',
  navShareFailed: 'यह पेज साझा नहीं हो सका',
};
