/** Hindi for the keys of packages/shared/src/i18n/ui-strings-desktop.ts (and the operator texts they show). */
export const hindiDesktopStrings: Record<string, string> = {
  languagePickerLabel: 'भाषा',
  desktopPreviewTitle: 'फ़ोन पर ऐप ऐसा दिखता है',
  desktopPreviewLocked: 'ऐप को यहीं आज़माने के लिए बटन दबाएँ',
  desktopAchievements: 'लोग हमसे ऑर्डर क्यों करते हैं',
  desktopFollowUs: 'हमें फ़ॉलो करें',
  desktopSocialFacebook: 'फ़ेसबुक',
  desktopSocialGoogle: 'गूगल',
  desktopSocialYoutube: 'यूट्यूब',
  desktopSocialInstagram: 'इंस्टाग्राम',
  desktopTryOnPhoneLink: 'यह पता अपने फ़ोन पर खोलें:',
  desktopRightsReserved: 'सर्वाधिकार सुरक्षित।',
  // Operator texts (settings of apps/api/src/seed/settings/desktop.ts).
  desktopHeading: 'भूख लगी है? आपका पसंदीदा खाना, झटपट आपके दरवाज़े पर',
  desktopSubHeading: 'अपने आस-पास के बेहतरीन रेस्टोरेंट से ऑर्डर करें और अपने ऑर्डर को दरवाज़े तक लाइव ट्रैक करें।',
  desktopUseAppButton: 'ऐप इस्तेमाल करें',
  desktopAchievementOneSub: 'रेस्टोरेंट पार्टनर',
  desktopAchievementTwoTitle: '30 मिनट',
  desktopAchievementTwoSub: 'औसत डिलीवरी समय',
  desktopAchievementThreeSub: 'खुश ग्राहक',
  desktopAchievementFourSub: 'ऐप रेटिंग',
  desktopTryOnPhoneText:
    'Swiftbite आपके फ़ोन पर सबसे अच्छा चलता है: यह पेज वहाँ खोलें और इसे होम स्क्रीन पर जोड़ें।',
};
