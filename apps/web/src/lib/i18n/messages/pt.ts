import type { Messages } from '../area';
import type { Catalog } from '../catalog';

const pt: Catalog = {
  'shell.skip': 'Ir para o conteúdo principal',
  'nav.main': 'Principal',
  'nav.home': 'Início',
  'nav.ecommerce': 'Loja online',
  'nav.classifieds': 'Classificados',
  'nav.ride': 'Viagens',
  'nav.deliver': 'Entregue e ganhe',
  'nav.about': 'Sobre nós',
  'nav.menu': 'Menu',
  'theme.light': 'Claro',
  'theme.dark': 'Escuro',
  'splash.welcome': 'Bem-vindo à Dwa',
  'splash.skip': 'Pular introdução',

  'header.store': 'Cabeçalho da loja',
  'header.searchAndAccount': 'Pesquisa e conta',
  'header.storeOptions': 'Opções da loja',
  'header.orderTracking': 'Rastreamento de pedidos',
  'header.postAd': 'Publicar anúncio',
  'header.language': 'Idioma',
  'header.currency': 'Moeda',
  'header.themeNotice': 'O modo escuro chegou. Use o botão {button} no topo para mudar o tema.',
  'header.dismissThemeNotice': 'Fechar aviso do tema',
  'header.wishlist': 'Lista de desejos',
  'header.messages': 'Mensagens',
  'header.messagesUnread': 'Mensagens, {badge} não lidas',
  'header.cart': 'Carrinho',
  'header.cartItems': '{count, plural, one {Carrinho, {badge} item} other {Carrinho, {badge} itens}}',
  'header.signIn': 'Entrar',
  'header.signUp': 'Cadastrar-se',
  'search.label': 'Pesquisar anúncios',
  'search.placeholder': 'Pesquise qualquer coisa...',
  'search.submit': 'Pesquisar',
  'categories.label': 'Categorias',
  'categories.all': 'Todas as categorias',
  'categories.search': 'Pesquisar categorias',
  'categories.none': 'Nenhuma categoria corresponde à sua pesquisa.',

  'menu.account': 'Conta:',
  'menu.admin': 'Console de administração',
  'menu.profile': 'Perfil',
  'menu.purchases': 'Minhas compras',
  'menu.likes': 'Curtidas',
  'menu.manageListings': 'Gerenciar anúncios',
  'menu.mySales': 'Minhas vendas',
  'menu.promos': 'Descontos e promoções',
  'menu.sellingPreferences': 'Preferências de venda',
  'menu.settings': 'Configurações',
  'menu.notifications': 'Notificações',
  'menu.unread': 'não lidas',
  'menu.notificationsUnread': 'Notificações, {badge} por ler',
  'menu.darkMode': 'Modo escuro',
  'menu.logout': 'Sair',

  'notFound.title': 'Página não encontrada',
  'notFound.code': 'Erro 404',
  'notFound.text': 'A página que você procura não existe ou foi movida.',
  'notFound.home': 'Ir para a página inicial',
  'notFound.explore': 'Explorar o mercado',

  'tools.label': 'Ferramentas da página',
  'tools.scrollTop': 'Voltar ao topo',
  'error.title': 'Erro inesperado no aplicativo!',
  'error.fallback': 'Algo deu errado.',
  'error.home': 'Voltar ao início',
  'status.loading': 'Carregando...',
  'status.session': 'Verificando sua sessão...',
  'status.messages': 'Carregando suas mensagens...',
};

export default pt;

/** This language's area catalogs (ADR 046): each a chunk of its own, loaded with the pages that show the area. */
export const areas = import.meta.glob<{ default: Messages }>('../areas/*/pt.ts');
export { ROUTE_AREAS as routeAreas } from '../route-areas';
