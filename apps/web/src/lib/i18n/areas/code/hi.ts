import type { AreaCatalog } from '../../area';
import type { codeMessages } from './en';

const hi: AreaCatalog<typeof codeMessages> = {
  'otp.missing': 'कृपया 6 अंकों का कोड डालें।',
  'otp.invalid': 'कोड अमान्य है। कृपया फिर से कोशिश करें।',
  'otp.sendFailed': 'OTP नहीं भेजा जा सका',
  'otp.verify': 'सत्यापित करें',
  'otp.verifying': 'सत्यापन हो रहा है...',
  'otp.sending': 'भेजा जा रहा है...',
  'otp.resendIn': '{seconds} सेकंड में कोड फिर भेजें',
  'otp.resend': 'कोड फिर से भेजें',
};

export default hi;
