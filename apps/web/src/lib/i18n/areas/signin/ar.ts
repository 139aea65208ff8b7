import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const ar: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'مرحبًا بعودتك! سجّل الدخول لتشتري وتبيع وتدردش.',
  'signin.remember': 'تذكرني',
  'signin.forgot': 'نسيت كلمة المرور؟',
  'signin.busy': 'جارٍ تسجيل الدخول...',
  'signin.failed': 'فشل تسجيل الدخول.',
  'signin.new': 'جديد على Dwa؟',
  'otp.verifyAccount': 'تحقّق من حسابك',
  'otp.finishSignIn': '{message} أدخله لإكمال تسجيل الدخول.',
  'otp.backToSignIn': 'العودة إلى تسجيل الدخول',
};

export default ar;
