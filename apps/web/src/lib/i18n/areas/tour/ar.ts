import type { AreaCatalog } from '../../area';
import type { tourMessages } from './en';

const ar: AreaCatalog<typeof tourMessages> = {
  'step': 'الخطوة {step} من {total}',
  'close': 'إغلاق الجولة',
  'skip': 'تخطَّ',
  'next': 'التالي',
  'finish': 'إنهاء',
};

export default ar;
