import type { AreaCatalog } from '../../area';
import type { pwaMessages } from './en';

const es: AreaCatalog<typeof pwaMessages> = {
  'update': 'Hay una nueva versión de Dwa disponible.',
  'reload': 'Recargar',
  'later': 'Más tarde',
  'install.title': 'Instalar Dwa',
  'install.text': 'Ábrela desde tu pantalla de inicio y lee los anuncios que ya viste, incluso sin conexión.',
  'install': 'Instalar',
  'notNow': 'Ahora no',
};

export default es;
