import type { AreaCatalog } from '../../area';
import type { codeMessages } from './en';

const ar: AreaCatalog<typeof codeMessages> = {
  'otp.missing': 'يُرجى إدخال الرمز المكوّن من 6 أرقام.',
  'otp.invalid': 'رمز غير صالح. يُرجى المحاولة مرة أخرى.',
  'otp.sendFailed': 'تعذّر إرسال الرمز',
  'otp.verify': 'تحقّق',
  'otp.verifying': 'جارٍ التحقق...',
  'otp.sending': 'جارٍ الإرسال...',
  'otp.resendIn': 'إعادة إرسال الرمز بعد {seconds} ث',
  'otp.resend': 'إعادة إرسال الرمز',
};

export default ar;
