import type { AreaCatalog } from '../../area';
import type { engagementMessages } from './en';

const ar: AreaCatalog<typeof engagementMessages> = {
  'feedback': 'أعجبني أو أبلغ عن هذا الإعلان',
  'like': 'أعجبني',
  'likes': '{count, plural, zero {إعجاب} one {إعجاب} two {إعجابان} few {إعجابات} many {إعجابًا} other {إعجاب}}',
  'report': 'إبلاغ',
  'reported': 'تم الإبلاغ',
  'wishlist.add': 'أضف إلى قائمة الأمنيات',
  'wishlist.remove': 'إزالة من قائمة الأمنيات',
  'wishlist.added': 'تمت الإضافة إلى قائمة أمنياتك.',
  'wishlist.removed': 'تمت الإزالة من قائمة أمنياتك.',
  'comments': 'التعليقات ({count})',
  'wishlist.updateFailed': 'تعذّر تحديث قائمة أمنياتك. حاول مرة أخرى لاحقًا.',
  'wishlist.updateFailed.offline': 'تعذّر تحديث قائمة أمنياتك. تحقّق من اتصالك وحاول مرة أخرى.',
};

export default ar;
