import type { AreaCatalog } from '../../area';
import type { legalMessages } from './en';

const ar: AreaCatalog<typeof legalMessages> = {
  'terms.title': 'الشروط والأحكام',
  'privacy.title': 'سياسة الخصوصية',
  'englishOnly': 'هذه الوثيقة متاحة بالإنجليزية فقط حاليًا.',
  'updated': 'آخر تحديث {date}',
  'contents': 'في هذه الصفحة',
  'seeAlso': 'اطّلع أيضًا على {document}.',
};

export default ar;
