import type { AreaCatalog } from '../../area';
import type { signupMessages } from './en';

const ar: AreaCatalog<typeof signupMessages> = {
  'signup.title': 'أنشئ حسابك',
  'signup.intro': 'اشترِ وبِع وتحدّث مع أشخاص بالقرب منك.',
  'signup.name': 'الاسم الكامل',
  'signup.phone': 'رقم الهاتف',
  'signup.address': 'العنوان',
  'signup.addressExample': 'مثلًا East Legon، أكرا',
  'signup.passwordHint': '6 أحرف على الأقل.',
  'signup.confirmPassword': 'تأكيد كلمة المرور',
  'signup.bio': 'نبذة',
  'signup.terms': 'أوافق على {terms} و{privacy} لدى Dwa.',
  'signup.termsLink': 'الشروط والأحكام',
  'signup.privacyLink': 'سياسة الخصوصية',
  'signup.newTab': '(يُفتح في علامة تبويب جديدة)',
  'signup.busy': 'جارٍ إنشاء الحساب...',
  'signup.failed': 'فشل التسجيل. يُرجى المحاولة لاحقًا.',
  'signup.haveAccount': 'لديك حساب بالفعل؟',
  'otp.verifyEmail': 'تحقّق من بريدك الإلكتروني',
  'otp.sentTo': 'أرسلنا رمزًا من 6 أرقام إلى {email}. تنتهي صلاحيته خلال 10 دقائق.',
  'otp.resent': 'أرسلنا رمزًا جديدًا إلى بريدك الإلكتروني.',
  'otp.backToSignup': 'العودة إلى التسجيل',
  'success.title': 'تم إنشاء الحساب بنجاح!',
  'success.signedIn': 'تم التحقق من بريدك الإلكتروني وأنت مسجّل الدخول. أكمل ملفك الشخصي للبدء.',
  'success.notSignedIn': 'تم التحقق من بريدك الإلكتروني، لكن تعذّر تسجيل دخولك تلقائيًا. يُرجى تسجيل الدخول للمتابعة.',
  'success.dashboard': 'الانتقال إلى لوحة التحكم',
  'signup.usePhone': 'استخدم رقم الهاتف بدلاً من ذلك',
  'signup.useEmail': 'استخدم البريد الإلكتروني بدلاً من ذلك',
  'signup.phoneHint': 'رقم هاتفك المحمول: سنرسل إليك رمزًا برسالة نصية لتأكيده.',
  'otp.verifyPhone': 'تحقق من هاتفك',
  'otp.sentToPhone': 'أرسلنا رمزًا من 6 أرقام إلى {phone} برسالة نصية. تنتهي صلاحيته خلال 10 دقائق.',
  'otp.resentPhone': 'أرسلنا رمزًا جديدًا برسالة نصية.',
  'success.signedInPhone': 'تم التحقق من رقم هاتفك وأنت مسجّل الدخول. أكمل ملفك الشخصي للبدء.',
};

export default ar;
