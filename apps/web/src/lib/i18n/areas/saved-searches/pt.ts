import type { AreaCatalog } from '../../area';
import type { savedSearchesMessages } from './en';

const pt: AreaCatalog<typeof savedSearchesMessages> = {
  'title': 'Pesquisas guardadas',
  'description': 'Pesquisas que guardou em Explorar e com que frequência o avisamos de novos resultados.',
  'loadFailed': 'Não foi possível carregar as suas pesquisas guardadas.',
  'empty': 'Ainda não há pesquisas guardadas',
  'emptyText': 'Pesquise em Explorar e toque em Guardar pesquisa para saber de novos anúncios que correspondam.',
  'count': '{count} de {limit} pesquisas guardadas',
  'everything': 'Todos os anúncios',
  'priceRange': 'De {min} a {max}',
  'priceFrom': 'A partir de {min}',
  'priceTo': 'Até {max}',
  'frequency': 'Alertas',
  'frequency.instant': 'De imediato',
  'frequency.daily': 'Uma vez por dia',
  'frequency.weekly': 'Uma vez por semana',
  'frequency.off': 'Desligados',
  'open': 'Ver resultados',
  'rename': 'Mudar nome',
  'renameTitle': 'Mudar o nome de {name}',
  'name': 'Nome',
  'saveName': 'Guardar',
  'cancel': 'Cancelar',
  'delete': 'Eliminar',
  'deleteTitle': 'Eliminar {name}',
  'confirmTitle': 'Eliminar esta pesquisa guardada?',
  'confirmText': 'Deixará de receber avisos de novos anúncios para {name}.',
  'updated': 'Pesquisa guardada atualizada.',
  'deleted': 'Pesquisa guardada eliminada.',
  'updateFailed': 'Não foi possível alterar esta pesquisa guardada. Tente novamente.',
  'loading': 'A carregar...',
  'explore': 'Explorar o mercado',
};

export default pt;
