import type { AreaCatalog } from '../../area';
import type { deliveryFareMessages } from './en';

const ar: AreaCatalog<typeof deliveryFareMessages> = {
  'title': 'احسب سعر التوصيل',
  'itemSize': 'حجم الغرض',
  'size.small': 'صغير',
  'size.medium': 'متوسط',
  'size.large': 'كبير',
  'sizeHint.small': 'يتسع في حقيبة: مستندات، هاتف، طعام',
  'sizeHint.medium': 'صندوق: أحذية، جهاز صغير',
  'sizeHint.large': 'ضخم: تلفاز، أثاث، عدة صناديق',
  'sizeOption': '{size} ({hint})',
  'urgency': 'الاستعجال',
  'urgency.standard': 'عادي',
  'urgency.express': 'سريع',
  'urgency.urgent': 'عاجل',
  'window.standard': 'من ساعتين إلى 4 ساعات',
  'window.express': 'من ساعة إلى ساعتين',
  'window.urgent': 'خلال ساعة واحدة',
  'urgencyWindow': '{urgency} ({window})',
  'getEstimate': 'احسب الأجرة',
  'pricing': 'جارٍ الحساب...',
  'estimate': 'الأجرة التقديرية',
  'estimatedCost': 'التكلفة التقديرية',
  'size': 'الحجم',
  'distance': 'المسافة',
  'about': 'حوالي {distance}',
  'paidOnDelivery': 'الدفع عند التسليم، نقدًا أو عبر المحفظة الإلكترونية.',
};

export default ar;
