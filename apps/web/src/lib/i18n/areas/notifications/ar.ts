import type { AreaCatalog } from '../../area';
import type { notificationsMessages } from './en';

const ar: AreaCatalog<typeof notificationsMessages> = {
  'title': 'الإشعارات',
  'tab.all': 'الكل',
  'tab.activity': 'النشاط',
  'tab.promo': 'العروض',
  'tab.support': 'الدعم',
  'empty': 'لا جديد الآن، أنت على اطلاع بكل شيء!',
  'unread': 'غير مقروء:',
  'loading': 'جارٍ تحميل الإشعارات...',
  'loadFailed': 'تعذّر تحميل إشعاراتك.',
  'tryAgain': 'حاول مرة أخرى',
  'markFailed': 'تعذّر تعليم إشعاراتك كمقروءة. حاول مرة أخرى لاحقًا.',
  'markFailed.offline': 'تعذّر تعليم إشعاراتك كمقروءة. تحقّق من اتصالك وحاول مرة أخرى.',
  'markAll': 'تعليم الكل كمقروء',
  'loadingMore': 'جارٍ التحميل...',
  'loadMore': 'تحميل المزيد',
};

export default ar;
