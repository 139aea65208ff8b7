import type { AreaCatalog } from '../../area';
import type { notificationsMessages } from './en';

const pt: AreaCatalog<typeof notificationsMessages> = {
  'title': 'Notificações',
  'tab.all': 'Todas',
  'tab.activity': 'Atividade',
  'tab.promo': 'Promoções',
  'tab.support': 'Apoio',
  'empty': 'Nada de novo por agora — está tudo em dia!',
  'unread': 'Não lida:',
  'loading': 'A carregar notificações...',
  'loadFailed': 'Não foi possível carregar as suas notificações.',
  'tryAgain': 'Tentar novamente',
  'markFailed': 'Não foi possível marcar as suas notificações como lidas. Tente novamente mais tarde.',
  'markFailed.offline': 'Não foi possível marcar as suas notificações como lidas. Verifique a ligação e tente novamente.',
  'markAll': 'Marcar tudo como lido',
  'loadingMore': 'A carregar...',
  'loadMore': 'Carregar mais',
};

export default pt;
