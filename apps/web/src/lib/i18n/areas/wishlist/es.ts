import type { AreaCatalog } from '../../area';
import type { wishlistMessages } from './en';

const es: AreaCatalog<typeof wishlistMessages> = {
  'wishlist.title': 'Lista de deseos',
  'wishlist.description': 'Anuncios que guardaste para volver a verlos.',
  'wishlist.label': 'Anuncios guardados',
  'wishlist.loadFailed': 'No se pudo cargar tu lista de deseos.',
  'wishlist.empty': 'Tu lista de deseos está vacía',
  'wishlist.emptyText': 'Guarda anuncios con «Añadir a la lista de deseos» y encuéntralos aquí.',
  'wishlist.explore': 'Explorar el mercado',
  'wishlist.removed': 'Eliminado de tu lista de deseos.',
  'wishlist.updateFailed': 'No se pudo actualizar tu lista de deseos. Inténtalo más tarde.',
  'wishlist.updateFailed.offline': 'No se pudo actualizar tu lista de deseos. Comprueba tu conexión e inténtalo de nuevo.',
  'wishlist.remove': 'Quitar',
  'wishlist.removeTitle': 'Quitar {title} de tu lista de deseos',
  'liked.label': 'Anuncios que te gustan',
  'liked.loadFailed': 'No se pudieron cargar los anuncios que te gustan.',
  'tiles.loading': 'Cargando...',
  'tiles.tryAgain': 'Reintentar',
  'tiles.count': '{count, plural, one {# anuncio} other {# anuncios}}',
  'tiles.loadMore': 'Cargar más',
  'tile.noLocation': 'Ubicación no indicada',
  'tile.notOnSale': 'Ya no está a la venta',
};

export default es;
