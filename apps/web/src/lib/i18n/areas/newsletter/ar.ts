import type { AreaCatalog } from '../../area';
import type { newsletterMessages } from './en';

const ar: AreaCatalog<typeof newsletterMessages> = {
  'title': 'النشرة الإخبارية',
  'heading': 'نشرة Dwa الإخبارية',
  'howTo': 'للاشتراك، أدخل بريدك الإلكتروني في النموذج أسفل الصفحة، وسنرسل إليك رابطًا للتأكيد. لإلغاء الاشتراك، اتبع الرابط في نهاية أي نشرة.',
  'failed': 'حدث خطأ ما. تحقق من اتصالك وحاول مرة أخرى.',
  'explore': 'استكشف السوق',
  'confirm.heading': 'أكّد اشتراكك',
  'confirm.lead': 'احصل على عروض Dwa وأخبارها بالبريد الإلكتروني. يمكنك إلغاء الاشتراك في أي وقت من أي نشرة.',
  'confirm.button': 'تأكيد الاشتراك',
  'confirm.busy': 'جارٍ التأكيد…',
  'unsubscribe.heading': 'إلغاء الاشتراك في النشرة',
  'unsubscribe.lead': 'لن تصلك نشرات أخرى من Dwa على هذا العنوان.',
  'unsubscribe.button': 'إلغاء الاشتراك',
  'unsubscribe.busy': 'جارٍ إلغاء الاشتراك…',
};

export default ar;
