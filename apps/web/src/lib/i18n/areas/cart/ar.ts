import type { AreaCatalog } from '../../area';
import type { cartMessages } from './en';

const ar: AreaCatalog<typeof cartMessages> = {
  'viewCart': 'عرض السلة',
  'yourListing': 'إعلانك',
  'add': 'أضف إلى السلة',
  'addTitle': 'أضف إلى السلة: {title}',
  'adding': 'جارٍ الإضافة...',
  'added': 'تمت الإضافة إلى سلتك: {title}',
  'addedMany': 'تمت الإضافة إلى سلتك: {quantity} × {title}',
  'stock.unavailable': 'غير متاح',
  'stock.out': 'نفد من المخزون',
  'stock.low': 'بقي {count} فقط',
  'stock.in': '{count} في المخزون',
  'buy.title': 'اشترِ من المتجر',
  'buy.quantity': 'الكمية',
  'buy.total': 'الإجمالي',
  'buy.now': 'اشترِ الآن',
  'buy.allInCart': 'لديك كل الكمية المتبقية ({count}) في سلتك.',
  'buy.canAdd': '{inCart} في سلتك: يمكنك إضافة {room} أخرى.',
  'buy.inCart': '{inCart} في سلتك.',
  'buy.note': 'توصيل في اليوم نفسه أو استلام بنفسك. ادفع عبر Mobile Money أو نقدًا عند الاستلام.',
  'buy.outOfStock': 'هذا المنتج غير متوفر حاليًا. راسل البائع لتعرف موعد توفره.',
  'buy.unavailable': 'لا يمكن شراء هذا المنتج الآن.',
};

export default ar;
