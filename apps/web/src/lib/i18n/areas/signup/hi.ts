import type { AreaCatalog } from '../../area';
import type { signupMessages } from './en';

const hi: AreaCatalog<typeof signupMessages> = {
  'signup.title': 'अपना खाता बनाएँ',
  'signup.intro': 'अपने आस-पास के लोगों के साथ खरीदें, बेचें और चैट करें।',
  'signup.name': 'पूरा नाम',
  'signup.phone': 'फ़ोन नंबर',
  'signup.address': 'पता',
  'signup.addressExample': 'जैसे East Legon, Accra',
  'signup.passwordHint': 'कम से कम 6 अक्षर।',
  'signup.confirmPassword': 'पासवर्ड की पुष्टि करें',
  'signup.bio': 'परिचय',
  'signup.terms': 'मैं Dwa के {terms} तथा {privacy} स्वीकार करता/करती हूँ।',
  'signup.termsLink': 'नियम और शर्तें',
  'signup.privacyLink': 'गोपनीयता नीति',
  'signup.newTab': '(नए टैब में खुलता है)',
  'signup.busy': 'खाता बनाया जा रहा है...',
  'signup.failed': 'पंजीकरण नहीं हो सका। कृपया बाद में फिर कोशिश करें।',
  'signup.haveAccount': 'पहले से खाता है?',
  'otp.verifyEmail': 'अपना ईमेल सत्यापित करें',
  'otp.sentTo': 'हमने {email} पर 6 अंकों का कोड भेजा है। यह 10 मिनट में समाप्त हो जाएगा।',
  'otp.resent': 'हमने आपके ईमेल पर नया कोड भेजा है।',
  'otp.backToSignup': 'साइन अप पर वापस',
  'success.title': 'खाता सफलतापूर्वक बन गया!',
  'success.signedIn': 'आपका ईमेल सत्यापित है और आप साइन इन हैं। शुरू करने के लिए अपनी प्रोफ़ाइल पूरी करें।',
  'success.notSignedIn': 'आपका ईमेल सत्यापित है, पर हम आपको अपने आप साइन इन नहीं कर सके। जारी रखने के लिए कृपया साइन इन करें।',
  'success.dashboard': 'डैशबोर्ड पर जाएँ',
  'signup.usePhone': 'इसके बजाय फ़ोन नंबर का उपयोग करें',
  'signup.useEmail': 'इसके बजाय ईमेल का उपयोग करें',
  'signup.phoneHint': 'आपका मोबाइल नंबर: पुष्टि के लिए हम SMS से कोड भेजेंगे।',
  'otp.verifyPhone': 'अपना फ़ोन सत्यापित करें',
  'otp.sentToPhone': 'हमने {phone} पर SMS से 6 अंकों का कोड भेजा है। यह 10 मिनट में समाप्त हो जाएगा।',
  'otp.resentPhone': 'हमने SMS से नया कोड भेजा है।',
  'success.signedInPhone': 'आपका फ़ोन नंबर सत्यापित है और आप साइन इन हैं। शुरू करने के लिए अपनी प्रोफ़ाइल पूरी करें।',
};

export default hi;
