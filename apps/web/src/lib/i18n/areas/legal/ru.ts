import type { AreaCatalog } from '../../area';
import type { legalMessages } from './en';

const ru: AreaCatalog<typeof legalMessages> = {
  'terms.title': 'Условия использования',
  'privacy.title': 'Политика конфиденциальности',
  'englishOnly': 'Пока этот документ доступен только на английском языке.',
  'updated': 'Последнее обновление: {date}',
  'contents': 'На этой странице',
  'seeAlso': 'См. также: {document}.',
};

export default ru;
