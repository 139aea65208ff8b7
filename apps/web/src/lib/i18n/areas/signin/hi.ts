import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const hi: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'फिर से स्वागत है! खरीदने, बेचने और चैट करने के लिए साइन इन करें।',
  'signin.remember': 'मुझे याद रखें',
  'signin.forgot': 'पासवर्ड भूल गए?',
  'signin.busy': 'साइन इन हो रहा है...',
  'signin.failed': 'लॉगिन नहीं हो सका।',
  'signin.new': 'Dwa पर नए हैं?',
  'otp.verifyAccount': 'अपना खाता सत्यापित करें',
  'otp.finishSignIn': '{message} साइन इन पूरा करने के लिए इसे डालें।',
  'otp.backToSignIn': 'साइन इन पर वापस',
};

export default hi;
