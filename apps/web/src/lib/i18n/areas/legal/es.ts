import type { AreaCatalog } from '../../area';
import type { legalMessages } from './en';

const es: AreaCatalog<typeof legalMessages> = {
  'terms.title': 'Términos y Condiciones',
  'privacy.title': 'Política de privacidad',
  'englishOnly': 'Por ahora, este documento solo está en inglés.',
  'updated': 'Última actualización: {date}',
  'contents': 'En esta página',
  'seeAlso': 'Consulta también: {document}.',
};

export default es;
