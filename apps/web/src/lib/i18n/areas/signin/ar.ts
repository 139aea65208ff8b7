import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const ar: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'مرحبًا بعودتك! سجّل الدخول لتشتري وتبيع وتدردش.',
  'signin.remember': 'تذكرني',
  'signin.forgot': 'نسيت كلمة المرور؟',
  'signin.busy': 'جارٍ تسجيل الدخول...',
  'signin.failed': 'فشل تسجيل الدخول.',
  'signin.new': 'جديد على Dwa؟',
  'reason.cart': 'سجّل الدخول لإضافة هذا المنتج إلى سلتك. ستتم إضافته فور تسجيل دخولك.',
  'cart.added': 'تمت الإضافة إلى سلتك: {quantity} × {title}',
  'otp.verifyAccount': 'تحقّق من حسابك',
  'otp.finishSignIn': '{message} أدخله لإكمال تسجيل الدخول.',
  'otp.backToSignIn': 'العودة إلى تسجيل الدخول',
  'phone.use': 'استخدم رقم الهاتف بدلاً من ذلك',
  'phone.useEmail': 'استخدم البريد الإلكتروني بدلاً من ذلك',
  'phone.title': 'سجّل الدخول برقم هاتفك',
  'phone.intro': 'أدخل رقم الهاتف المحمول لحسابك وسنرسل إليك رمزًا من 6 أرقام في رسالة نصية.',
  'phone.label': 'رقم الهاتف',
  'phone.send': 'إرسال الرمز',
  'phone.sending': 'جارٍ الإرسال...',
  'phone.failed': 'تعذّر إرسال الرمز.',
  'phone.codeTitle': 'أدخل الرمز',
  'phone.sentTo': 'إذا كان الرقم {phone} مرتبطًا بحساب في Dwa، فقد أرسلنا إليه رمزًا من 6 أرقام برسالة نصية. تنتهي صلاحيته خلال 10 دقائق.',
  'phone.resent': 'أرسلنا رمزًا جديدًا برسالة نصية.',
  'phone.back': 'رجوع',
};

export default ar;
