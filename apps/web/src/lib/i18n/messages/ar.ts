import type { Messages } from '../area';
import type { Catalog } from '../catalog';

const ar: Catalog = {
  'shell.skip': 'انتقل إلى المحتوى الرئيسي',
  'nav.main': 'الرئيسية',
  'nav.home': 'الصفحة الرئيسية',
  'nav.ecommerce': 'التجارة الإلكترونية',
  'nav.classifieds': 'الإعلانات المبوبة',
  'nav.ride': 'المشاوير',
  'nav.deliver': 'وصّل واكسب',
  'nav.about': 'من نحن',
  'nav.menu': 'القائمة',
  'theme.light': 'فاتح',
  'theme.dark': 'داكن',
  'splash.welcome': 'مرحبًا بك في Dwa',
  'splash.skip': 'تخطَّ المقدمة',

  'header.store': 'ترويسة المتجر',
  'header.searchAndAccount': 'البحث والحساب',
  'header.storeOptions': 'خيارات المتجر',
  'header.orderTracking': 'تتبع الطلبات',
  'header.postAd': 'انشر إعلانًا',
  'header.language': 'اللغة',
  'header.currency': 'العملة',
  'header.themeNotice': 'الوضع الداكن متاح الآن. استخدم زر {button} في الأعلى لتبديل المظهر.',
  'header.dismissThemeNotice': 'إغلاق تنبيه المظهر',
  'header.wishlist': 'قائمة الأمنيات',
  'header.messages': 'الرسائل',
  'header.messagesUnread': 'الرسائل، {badge} غير مقروءة',
  'header.cart': 'السلة',
  'header.cartItems':
    '{count, plural, zero {السلة، {badge} عناصر} one {السلة، عنصر واحد} two {السلة، عنصران} few {السلة، {badge} عناصر} many {السلة، {badge} عنصرًا} other {السلة، {badge} عنصر}}',
  'header.signIn': 'تسجيل الدخول',
  'header.signUp': 'إنشاء حساب',
  'search.label': 'ابحث في الإعلانات',
  'search.placeholder': 'ابحث عن أي شيء...',
  'search.submit': 'بحث',
  'categories.label': 'الفئات',
  'categories.all': 'كل الفئات',
  'categories.search': 'ابحث في الفئات',
  'categories.none': 'لا توجد فئة تطابق بحثك.',

  'menu.account': 'الحساب:',
  'menu.admin': 'لوحة الإدارة',
  'menu.profile': 'الملف الشخصي',
  'menu.purchases': 'مشترياتي',
  'menu.likes': 'الإعجابات',
  'menu.manageListings': 'إدارة الإعلانات',
  'menu.mySales': 'مبيعاتي',
  'menu.promos': 'الخصومات والعروض',
  'menu.sellingPreferences': 'تفضيلات البيع',
  'menu.settings': 'الإعدادات',
  'menu.notifications': 'الإشعارات',
  'menu.unread': 'غير مقروءة',
  'menu.notificationsUnread': 'الإشعارات، {badge} غير مقروءة',
  'menu.darkMode': 'الوضع الداكن',
  'menu.logout': 'تسجيل الخروج',

  'notFound.title': 'الصفحة غير موجودة',
  'notFound.code': 'خطأ 404',
  'notFound.text': 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
  'notFound.home': 'اذهب إلى الصفحة الرئيسية',
  'notFound.explore': 'استكشف السوق',

  'tools.label': 'أدوات الصفحة',
  'tools.scrollTop': 'العودة إلى الأعلى',
  'error.title': 'خطأ غير متوقع في التطبيق!',
  'error.fallback': 'حدث خطأ ما.',
  'error.home': 'العودة إلى الصفحة الرئيسية',
  'error.network': 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  'status.loading': 'جارٍ التحميل...',
  'status.session': 'جارٍ التحقق من جلستك...',
  'status.messages': 'جارٍ تحميل رسائلك...',
};

export default ar;

/** This language's area catalogs (ADR 046): each a chunk of its own, loaded with the pages that show the area. */
export const areas = import.meta.glob<{ default: Messages }>('../areas/*/ar.ts');
export { ROUTE_AREAS as routeAreas } from '../route-areas';
