import type { AreaCatalog } from '../../area';
import type { reportsMessages } from './en';

const es: AreaCatalog<typeof reportsMessages> = {
  'title': 'Denunciar este anuncio',
  'why': '¿Por qué denuncias este anuncio?',
  'reason.spam': 'Spam',
  'reason.inappropriate': 'Contenido inapropiado',
  'reason.duplicate': 'Anuncio duplicado',
  'reason.prohibited': 'Artículo prohibido',
  'reason.other': 'Otro',
  'details': 'Detalles adicionales',
  'optional': '(opcional)',
  'cancel': 'Cancelar',
  'submitting': 'Enviando...',
  'submit': 'Enviar denuncia',
  'failed': 'No se pudo denunciar el anuncio. Inténtalo más tarde.',
  'network': 'Se produjo un error al denunciar el anuncio. Comprueba tu conexión e inténtalo de nuevo.',
};

export default es;
