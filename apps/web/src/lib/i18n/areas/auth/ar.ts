import type { AreaCatalog } from '../../area';
import type { authMessages } from './en';

const ar: AreaCatalog<typeof authMessages> = {
  'email': 'البريد الإلكتروني',
  'password': 'كلمة المرور',
  'signIn': 'تسجيل الدخول',
  'signUp': 'إنشاء حساب',
  'social.or': 'أو',
  'social.unavailable': 'تسجيل الدخول عبر {provider} غير متاح بعد',
};

export default ar;
