import type { AreaCatalog } from '../../area';
import type { wishlistMessages } from './en';

const ar: AreaCatalog<typeof wishlistMessages> = {
  'wishlist.title': 'قائمة الأمنيات',
  'wishlist.description': 'الإعلانات التي حفظتها للعودة إليها.',
  'wishlist.label': 'الإعلانات المحفوظة',
  'wishlist.loadFailed': 'تعذّر تحميل قائمة أمنياتك.',
  'wishlist.empty': 'قائمة أمنياتك فارغة',
  'wishlist.emptyText': 'احفظ الإعلانات عبر «إضافة إلى قائمة الأمنيات» وستجدها هنا.',
  'wishlist.explore': 'استكشف السوق',
  'wishlist.removed': 'أُزيل من قائمة أمنياتك.',
  'wishlist.updateFailed': 'تعذّر تحديث قائمة أمنياتك. حاول مرة أخرى لاحقًا.',
  'wishlist.updateFailed.offline': 'تعذّر تحديث قائمة أمنياتك. تحقّق من اتصالك وحاول مرة أخرى.',
  'wishlist.remove': 'إزالة',
  'wishlist.removeTitle': 'إزالة {title} من قائمة أمنياتك',
  'liked.label': 'الإعلانات التي أعجبتك',
  'liked.loadFailed': 'تعذّر تحميل الإعلانات التي أعجبتك.',
  'tiles.loading': 'جارٍ التحميل...',
  'tiles.tryAgain': 'حاول مرة أخرى',
  'tiles.count': '{count, plural, zero {لا إعلانات} one {إعلان واحد} two {إعلانان} few {# إعلانات} many {# إعلانًا} other {# إعلان}}',
  'tiles.loadMore': 'تحميل المزيد',
  'tile.noLocation': 'الموقع غير محدد',
  'tile.notOnSale': 'لم يعد معروضًا للبيع',
};

export default ar;
