import type { AreaCatalog } from '../../area';
import type { reportsMessages } from './en';

const ar: AreaCatalog<typeof reportsMessages> = {
  'title': 'الإبلاغ عن هذا الإعلان',
  'why': 'لماذا تبلّغ عن هذا الإعلان؟',
  'reason.spam': 'رسائل مزعجة',
  'reason.inappropriate': 'محتوى غير لائق',
  'reason.duplicate': 'إعلان مكرر',
  'reason.prohibited': 'سلعة محظورة',
  'reason.other': 'أخرى',
  'details': 'تفاصيل إضافية',
  'optional': '(اختياري)',
  'cancel': 'إلغاء',
  'submitting': 'جارٍ الإرسال...',
  'submit': 'إرسال البلاغ',
  'failed': 'تعذّر الإبلاغ عن الإعلان. يُرجى المحاولة لاحقًا.',
  'network': 'حدث خطأ أثناء الإبلاغ عن الإعلان. تحقق من اتصالك وحاول مرة أخرى.',
};

export default ar;
