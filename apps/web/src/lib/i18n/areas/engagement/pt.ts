import type { AreaCatalog } from '../../area';
import type { engagementMessages } from './en';

const pt: AreaCatalog<typeof engagementMessages> = {
  'feedback': 'Gostar ou denunciar este anúncio',
  'like': 'Gosto',
  'likes': '{count, plural, one {gosto} other {gostos}}',
  'report': 'Denunciar',
  'reported': 'Denunciado',
  'wishlist.add': 'Adicionar à lista de desejos',
  'wishlist.remove': 'Remover da lista de desejos',
  'wishlist.added': 'Adicionado à sua lista de desejos.',
  'wishlist.removed': 'Removido da sua lista de desejos.',
  'comments': 'Comentários ({count})',
  'wishlist.updateFailed': 'Não foi possível atualizar a sua lista de desejos. Tente novamente mais tarde.',
  'wishlist.updateFailed.offline': 'Não foi possível atualizar a sua lista de desejos. Verifique a ligação e tente novamente.',
};

export default pt;
