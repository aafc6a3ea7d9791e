/** Hindi for the meat categories, running order bar and out-of-area keys of ui-strings-screens.ts. */
export const hindiMeatAndRunningOrderStrings: Record<string, string> = {
  meatCategoriesTitle: 'ताज़ा मीट और मछली',
  meatCategoriesLabel: 'मीट की श्रेणियाँ',
  meatWeightLabel: '{name} का वज़न',
  meatLoading: 'कट लोड हो रहे हैं...',
  runningOrderBarTitle: 'आपका चालू ऑर्डर',
  runningOrderBarTrack: 'ट्रैक करें',
  storeOutOfArea: 'यह रेस्टोरेंट आपके स्थान पर डिलीवरी नहीं करता।',
};
