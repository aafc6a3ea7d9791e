/** Hindi for the phone-code and Google sign-in keys of packages/shared/src/i18n/ui-strings-accounts.ts. */
export const hindiAccountsSignInStrings: Record<string, string> = {
  loginWithPhoneCode: 'फ़ोन कोड से लॉग इन करें',
  loginWithEmail: 'ईमेल और पासवर्ड से लॉग इन करें',
  phoneLoginIntro: 'हम आपको 6 अंकों का कोड SMS करेंगे।',
  phoneLoginSending: 'भेजा जा रहा है...',
  phoneLoginChangeNumber: 'दूसरा नंबर इस्तेमाल करें',
  otpResendIn: '{seconds} सेकंड में नया कोड भेजें',
  registerPhoneVerified: '{phone} सत्यापित है। पूरा करने के लिए अपना नाम जोड़ें।',
  registerEmailOptional: 'ईमेल (वैकल्पिक)',
  googleOr: 'या',
  googleContinue: 'Google से जारी रखें',
  googleLoading: 'Google साइन-इन लोड हो रहा है...',
  googleFailed: 'Google साइन-इन नहीं हो सका। फिर से कोशिश करें।',
  googleLinkIntro: '{email} का खाता पहले से है। उसमें Google साइन-इन जोड़ने के लिए उसका पासवर्ड डालें।',
  googleLinkSubmit: 'जोड़ें और लॉग इन करें',
  googleRegisterIntro: '{email} के रूप में साइन अप पूरा करने के लिए अपना फ़ोन नंबर जोड़ें।',
};
