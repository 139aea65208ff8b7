import type { AreaCatalog } from '../../area';
import type { legalMessages } from './en';

const pt: AreaCatalog<typeof legalMessages> = {
  'terms.title': 'Termos e Condições',
  'privacy.title': 'Política de Privacidade',
  'englishOnly': 'Por enquanto, este documento está disponível apenas em inglês.',
  'updated': 'Última atualização: {date}',
  'contents': 'Nesta página',
  'seeAlso': 'Veja também: {document}.',
};

export default pt;
