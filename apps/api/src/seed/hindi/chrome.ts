/** Hindi for the keys of packages/shared/src/i18n/ui-strings-chrome.ts (and the operator texts they show). */
export const hindiChromeStrings: Record<string, string> = {
  gdprRegionLabel: 'कुकी सूचना',
  installAppTitle: 'ऐप पाएँ',
  installAppMessage: 'जल्दी ऑर्डर करने के लिए इसे अपने फ़ोन पर इंस्टॉल करें।',
  installAppButton: 'इंस्टॉल करें',
  installAppDismiss: 'इंस्टॉल का सुझाव हटाएँ',
  iosInstallTitle: 'यह ऐप अपने iPhone पर इंस्टॉल करें',
  iosInstallShareStep: 'शेयर बटन दबाएँ',
  iosInstallAddStep: 'फिर "होम स्क्रीन में जोड़ें" चुनें',
  iosInstallDismiss: 'इंस्टॉल संकेत बंद करें',
  pushPromptTitle: 'ऑर्डर की जानकारी पाएँ?',
  pushPromptMessage:
    'आपका ऑर्डर स्वीकार होने, उठाए जाने और आपके दरवाज़े पर पहुँचने पर हम आपको बताएँगे, ऐप बंद होने पर भी।',
  pushPromptAllow: 'अनुमति दें',
  pushPromptLater: 'अभी नहीं',
  notificationOpen: 'देखें',
  notificationDismiss: 'बंद करें',
};
