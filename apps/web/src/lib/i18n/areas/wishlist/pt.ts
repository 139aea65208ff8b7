import type { AreaCatalog } from '../../area';
import type { wishlistMessages } from './en';

const pt: AreaCatalog<typeof wishlistMessages> = {
  'wishlist.title': 'Lista de desejos',
  'wishlist.description': 'Anúncios que guardou para ver mais tarde.',
  'wishlist.label': 'Anúncios guardados',
  'wishlist.loadFailed': 'Não foi possível carregar a sua lista de desejos.',
  'wishlist.empty': 'A sua lista de desejos está vazia',
  'wishlist.emptyText': 'Guarde anúncios com «Adicionar à lista de desejos» e encontre-os aqui.',
  'wishlist.explore': 'Explorar o mercado',
  'wishlist.removed': 'Removido da sua lista de desejos.',
  'wishlist.updateFailed': 'Não foi possível atualizar a sua lista de desejos. Tente novamente mais tarde.',
  'wishlist.updateFailed.offline': 'Não foi possível atualizar a sua lista de desejos. Verifique a ligação e tente novamente.',
  'wishlist.remove': 'Remover',
  'wishlist.removeTitle': 'Remover {title} da sua lista de desejos',
  'liked.label': 'Anúncios de que gosta',
  'liked.loadFailed': 'Não foi possível carregar os anúncios de que gosta.',
  'tiles.loading': 'A carregar...',
  'tiles.tryAgain': 'Tentar novamente',
  'tiles.count': '{count, plural, one {# anúncio} other {# anúncios}}',
  'tiles.loadMore': 'Carregar mais',
  'tile.noLocation': 'Local não indicado',
  'tile.notOnSale': 'Já não está à venda',
};

export default pt;
