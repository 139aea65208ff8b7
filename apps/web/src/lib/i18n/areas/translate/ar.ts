import type { AreaCatalog } from '../../area';
import type { translateMessages } from './en';

const ar: AreaCatalog<typeof translateMessages> = {
  'translate': 'ترجمة',
  'translating': 'جارٍ الترجمة…',
  'translatedTo': 'مترجم إلى {target}',
  'translatedFrom': 'مترجم إلى {target} من {source}',
  'showOriginal': 'عرض النص الأصلي',
  'failed': 'تعذّرت ترجمة هذا النص. حاول مرة أخرى لاحقًا.',
};

export default ar;
