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
  'push.title': 'الإشعارات الفورية',
  'push.hint': 'تلقَّ الرسائل والطلبات والتوصيلات والرحلات والتنبيهات على هذا الجهاز حتى عندما يكون Dwa مغلقًا.',
  'push.device': 'الإشعارات على هذا الجهاز',
  'push.on': 'الإشعارات مفعّلة على هذا الجهاز.',
  'push.unsupported': 'لا يمكن لهذا المتصفح تلقي الإشعارات هنا. ثبّت Dwa أو استخدم متصفحًا يدعم الإشعارات.',
  'push.denied': 'الإشعارات محظورة لـ Dwa في هذا المتصفح. اسمح بها في إعدادات الموقع في المتصفح لتفعيلها.',
  'push.failed': 'تعذّر تغيير الإشعارات على هذا الجهاز. يُرجى المحاولة مرة أخرى.',
  'push.kinds': 'ما الذي يُرسل',
  'push.kind.messages': 'الرسائل',
  'push.kind.orders': 'الطلبات',
  'push.kind.deliveries': 'التوصيلات',
  'push.kind.rides': 'الرحلات',
  'push.kind.alerts': 'تنبيهات عمليات البحث المحفوظة',
  'push.saved': 'تم حفظ خيارات الإشعارات.',
  'push.saveFailed': 'تعذّر حفظ خيارات الإشعارات.',
  'push.loadFailed': 'تعذّر تحميل خيارات الإشعارات.',
};

export default ar;
