import type { AreaCatalog } from '../../area';
import type { notificationsMessages } from './en';

const es: AreaCatalog<typeof notificationsMessages> = {
  'title': 'Notificaciones',
  'tab.all': 'Todas',
  'tab.activity': 'Actividad',
  'tab.promo': 'Promociones',
  'tab.support': 'Soporte',
  'empty': 'No hay novedades por ahora: ¡estás al día!',
  'unread': 'Sin leer:',
  'loading': 'Cargando notificaciones...',
  'loadFailed': 'No se pudieron cargar tus notificaciones.',
  'tryAgain': 'Reintentar',
  'markFailed': 'No se pudieron marcar tus notificaciones como leídas. Inténtalo más tarde.',
  'markFailed.offline': 'No se pudieron marcar tus notificaciones como leídas. Comprueba tu conexión e inténtalo de nuevo.',
  'markAll': 'Marcar todo como leído',
  'loadingMore': 'Cargando...',
  'loadMore': 'Cargar más',
};

export default es;
