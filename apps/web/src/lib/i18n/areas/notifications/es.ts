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
  'push.title': 'Notificaciones push',
  'push.hint': 'Entérate de mensajes, pedidos, entregas, viajes y alertas en este dispositivo, incluso con Dwa cerrado.',
  'push.device': 'Push en este dispositivo',
  'push.on': 'Las notificaciones push están activadas en este dispositivo.',
  'push.unsupported': 'Este navegador no puede recibir push aquí. Instala Dwa o usa un navegador compatible con notificaciones.',
  'push.denied': 'Las notificaciones de Dwa están bloqueadas en este navegador. Permítelas en la configuración del sitio para activar el push.',
  'push.failed': 'No se pudo cambiar el push en este dispositivo. Inténtalo de nuevo.',
  'push.kinds': 'Qué enviar por push',
  'push.kind.messages': 'Mensajes',
  'push.kind.orders': 'Pedidos',
  'push.kind.deliveries': 'Entregas',
  'push.kind.rides': 'Viajes',
  'push.kind.alerts': 'Alertas de búsquedas guardadas',
  'push.saved': 'Preferencias de push guardadas.',
  'push.saveFailed': 'No se pudieron guardar tus preferencias de push.',
  'push.loadFailed': 'No se pudieron cargar tus preferencias de push.',
};

export default es;
