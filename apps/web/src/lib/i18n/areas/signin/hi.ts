import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const hi: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'फिर से स्वागत है! खरीदने, बेचने और चैट करने के लिए साइन इन करें।',
  'signin.remember': 'मुझे याद रखें',
  'signin.forgot': 'पासवर्ड भूल गए?',
  'signin.busy': 'साइन इन हो रहा है...',
  'signin.failed': 'लॉगिन नहीं हो सका।',
  'signin.new': 'Dwa पर नए हैं?',
  'reason.cart': 'इसे अपनी कार्ट में जोड़ने के लिए साइन इन करें। साइन इन करते ही इसे जोड़ दिया जाएगा।',
  'cart.added': 'आपकी कार्ट में जोड़ा गया: {quantity} × {title}',
  'otp.verifyAccount': 'अपना खाता सत्यापित करें',
  'otp.finishSignIn': '{message} साइन इन पूरा करने के लिए इसे डालें।',
  'otp.backToSignIn': 'साइन इन पर वापस',
  'phone.use': 'इसके बजाय फ़ोन नंबर का उपयोग करें',
  'phone.useEmail': 'इसके बजाय ईमेल का उपयोग करें',
  'phone.title': 'अपने फ़ोन से साइन इन करें',
  'phone.intro': 'अपने खाते का मोबाइल नंबर दर्ज करें, हम आपको SMS से 6 अंकों का कोड भेजेंगे।',
  'phone.label': 'फ़ोन नंबर',
  'phone.send': 'कोड भेजें',
  'phone.sending': 'भेजा जा रहा है...',
  'phone.failed': 'कोड नहीं भेजा जा सका।',
  'phone.codeTitle': 'कोड दर्ज करें',
  'phone.sentTo': 'अगर {phone} किसी Dwa खाते का है, तो हमने उस पर SMS से 6 अंकों का कोड भेजा है। यह 10 मिनट में समाप्त हो जाएगा।',
  'phone.resent': 'हमने SMS से नया कोड भेजा है।',
  'phone.back': 'वापस',
};

export default hi;
