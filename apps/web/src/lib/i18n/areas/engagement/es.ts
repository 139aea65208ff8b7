import type { AreaCatalog } from '../../area';
import type { engagementMessages } from './en';

const es: AreaCatalog<typeof engagementMessages> = {
  'feedback': 'Dar me gusta o denunciar este anuncio',
  'like': 'Me gusta',
  'likes': '{count, plural, one {me gusta} other {me gusta}}',
  'report': 'Denunciar',
  'reported': 'Denunciado',
  'wishlist.add': 'Añadir a la lista de deseos',
  'wishlist.remove': 'Quitar de la lista de deseos',
  'wishlist.added': 'Añadido a tu lista de deseos.',
  'wishlist.removed': 'Quitado de tu lista de deseos.',
  'comments': 'Comentarios ({count})',
  'wishlist.updateFailed': 'No se pudo actualizar tu lista de deseos. Inténtalo más tarde.',
  'wishlist.updateFailed.offline': 'No se pudo actualizar tu lista de deseos. Comprueba tu conexión e inténtalo de nuevo.',
};

export default es;
