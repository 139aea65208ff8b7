import type { AreaCatalog } from '../../area';
import type { savedSearchesMessages } from './en';

const ar: AreaCatalog<typeof savedSearchesMessages> = {
  'title': 'عمليات البحث المحفوظة',
  'description': 'عمليات البحث التي حفظتها من صفحة الاستكشاف، وعدد مرات إخبارك بالنتائج الجديدة.',
  'loadFailed': 'تعذّر تحميل عمليات البحث المحفوظة.',
  'empty': 'لا توجد عمليات بحث محفوظة بعد',
  'emptyText': 'ابحث في صفحة الاستكشاف واضغط «حفظ البحث» لتعرف بالإعلانات الجديدة المطابقة.',
  'count': '{count} من {limit} عمليات بحث محفوظة',
  'everything': 'كل الإعلانات',
  'priceRange': 'من {min} إلى {max}',
  'priceFrom': 'من {min}',
  'priceTo': 'حتى {max}',
  'frequency': 'التنبيهات',
  'frequency.instant': 'فورًا',
  'frequency.daily': 'مرة في اليوم',
  'frequency.weekly': 'مرة في الأسبوع',
  'frequency.off': 'متوقفة',
  'open': 'عرض النتائج',
  'rename': 'إعادة التسمية',
  'renameTitle': 'إعادة تسمية {name}',
  'name': 'الاسم',
  'saveName': 'حفظ',
  'cancel': 'إلغاء',
  'delete': 'حذف',
  'deleteTitle': 'حذف {name}',
  'confirmTitle': 'هل تريد حذف هذا البحث المحفوظ؟',
  'confirmText': 'لن تصلك بعد الآن تنبيهات بالإعلانات الجديدة لـ {name}.',
  'updated': 'تم تحديث البحث المحفوظ.',
  'deleted': 'تم حذف البحث المحفوظ.',
  'updateFailed': 'تعذّر تعديل هذا البحث المحفوظ. يرجى المحاولة مرة أخرى.',
  'loading': 'جارٍ التحميل...',
  'explore': 'استكشف السوق',
};

export default ar;
