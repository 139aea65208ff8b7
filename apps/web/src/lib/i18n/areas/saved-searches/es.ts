import type { AreaCatalog } from '../../area';
import type { savedSearchesMessages } from './en';

const es: AreaCatalog<typeof savedSearchesMessages> = {
  'title': 'Búsquedas guardadas',
  'description': 'Búsquedas que guardaste en Explorar y con qué frecuencia te avisamos de nuevos resultados.',
  'loadFailed': 'No se pudieron cargar tus búsquedas guardadas.',
  'empty': 'Aún no hay búsquedas guardadas',
  'emptyText': 'Busca en Explorar y pulsa Guardar búsqueda para enterarte de nuevos anuncios que coincidan.',
  'count': '{count} de {limit} búsquedas guardadas',
  'everything': 'Todos los anuncios',
  'priceRange': 'De {min} a {max}',
  'priceFrom': 'Desde {min}',
  'priceTo': 'Hasta {max}',
  'frequency': 'Alertas',
  'frequency.instant': 'Al momento',
  'frequency.daily': 'Una vez al día',
  'frequency.weekly': 'Una vez a la semana',
  'frequency.off': 'Desactivadas',
  'open': 'Ver resultados',
  'rename': 'Cambiar nombre',
  'renameTitle': 'Cambiar el nombre de {name}',
  'name': 'Nombre',
  'saveName': 'Guardar',
  'cancel': 'Cancelar',
  'delete': 'Eliminar',
  'deleteTitle': 'Eliminar {name}',
  'confirmTitle': '¿Eliminar esta búsqueda guardada?',
  'confirmText': 'Dejarás de recibir avisos de nuevos anuncios para {name}.',
  'updated': 'Búsqueda guardada actualizada.',
  'deleted': 'Búsqueda guardada eliminada.',
  'updateFailed': 'No se pudo cambiar esta búsqueda guardada. Inténtalo de nuevo.',
  'loading': 'Cargando...',
  'explore': 'Explorar el mercado',
};

export default es;
