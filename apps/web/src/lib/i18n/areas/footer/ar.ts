import type { AreaCatalog } from '../../area';
import type { footerMessages } from './en';

const ar: AreaCatalog<typeof footerMessages> = {
  'classifieds': 'الإعلانات المبوبة',
  'browseAll': 'تصفح كل الإعلانات',
  'postAd': 'انشر إعلانًا',
  'savedItems': 'العناصر المحفوظة',
  'logIn': 'تسجيل الدخول',
  'createAccount': 'أنشئ حسابًا',
  'inbox': 'صندوق الوارد',
  'yourAccount': 'حسابك',
  'support': 'الدعم',
  'classifiedsCopyright': 'إعلانات Dwa المبوبة',
  'rights': 'Dwa. جميع الحقوق محفوظة.',
  'city': 'أكرا، غانا',
  'hours': 'من الاثنين إلى الجمعة، من 8 صباحًا إلى 9 مساءً',
  'trackOrder': 'تتبع طلبًا',
  'becomeCourier': 'كن مندوب توصيل',
  'sellOnDwa': 'بِع على Dwa',
  'explore': 'استكشف السوق',
  'newsletter': 'النشرة الإخبارية',
  'contact': 'تواصل معنا',
  'help': 'المساعدة',
  'getApp': 'احصل على التطبيق',
  'paymentMethods': 'طرق الدفع التي نقبلها',
  'comingSoon': 'قريبًا على',
  'company': 'الشركة',
  'courierJobs': 'وظائف التوصيل',
  'onlineStore': 'المتجر الإلكتروني',
  'dwaRide': 'Dwa Ride',
  'yourPurchases': 'مشترياتك',
  'follow': 'تابعنا',
  'newTab': '(يفتح في علامة تبويب جديدة)',
  'tagline': 'سوق غانا: إعلانات مبوبة وتسوق وتوصيل في اليوم نفسه.',
};

export default ar;
