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
  'push.title': 'Notificações push',
  'push.hint': 'Receba mensagens, pedidos, entregas, viagens e alertas neste dispositivo, mesmo com o Dwa fechado.',
  'push.device': 'Push neste dispositivo',
  'push.on': 'O push está ativado neste dispositivo.',
  'push.unsupported': 'Este navegador não pode receber push aqui. Instale o Dwa ou use um navegador que suporte notificações.',
  'push.denied': 'As notificações do Dwa estão bloqueadas neste navegador. Permita-as nas configurações do site para ativar o push.',
  'push.failed': 'Não foi possível alterar o push neste dispositivo. Tente novamente.',
  'push.kinds': 'O que enviar por push',
  'push.kind.messages': 'Mensagens',
  'push.kind.orders': 'Pedidos',
  'push.kind.deliveries': 'Entregas',
  'push.kind.rides': 'Viagens',
  'push.kind.alerts': 'Alertas de pesquisas salvas',
  'push.saved': 'Preferências de push salvas.',
  'push.saveFailed': 'Não foi possível salvar suas preferências de push.',
  'push.loadFailed': 'Não foi possível carregar suas preferências de push.',
};

export default pt;
