import type { AreaCatalog } from '../../area';
import type { reportsMessages } from './en';

const pt: AreaCatalog<typeof reportsMessages> = {
  'title': 'Denunciar este anúncio',
  'why': 'Porque está a denunciar este anúncio?',
  'reason.spam': 'Spam',
  'reason.inappropriate': 'Conteúdo inadequado',
  'reason.duplicate': 'Anúncio duplicado',
  'reason.prohibited': 'Artigo proibido',
  'reason.other': 'Outro',
  'details': 'Detalhes adicionais',
  'optional': '(opcional)',
  'cancel': 'Cancelar',
  'submitting': 'A enviar...',
  'submit': 'Enviar denúncia',
  'failed': 'Não foi possível denunciar o anúncio. Tente novamente mais tarde.',
  'network': 'Ocorreu um erro ao denunciar o anúncio. Verifique a ligação e tente novamente.',
};

export default pt;
