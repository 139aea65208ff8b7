import type { AreaCatalog } from '../../area';
import type { pwaMessages } from './en';

const ar: AreaCatalog<typeof pwaMessages> = {
  'update': 'يتوفر إصدار جديد من Dwa.',
  'reload': 'إعادة التحميل',
  'later': 'لاحقًا',
  'install.title': 'تثبيت Dwa',
  'install.text': 'افتحه من شاشتك الرئيسية، واقرأ الإعلانات التي شاهدتها حتى دون اتصال.',
  'install': 'تثبيت',
  'notNow': 'ليس الآن',
};

export default ar;
