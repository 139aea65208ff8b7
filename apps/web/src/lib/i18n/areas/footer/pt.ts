import type { AreaCatalog } from '../../area';
import type { footerMessages } from './en';

const pt: AreaCatalog<typeof footerMessages> = {
  'classifieds': 'Classificados',
  'browseAll': 'Ver todos os anúncios',
  'postAd': 'Publicar um anúncio',
  'savedItems': 'Itens salvos',
  'logIn': 'Entrar',
  'createAccount': 'Criar uma conta',
  'inbox': 'Caixa de entrada',
  'yourAccount': 'Sua conta',
  'support': 'Suporte',
  'classifiedsCopyright': 'Dwa Classificados',
  'rights': 'Dwa. Todos os direitos reservados.',
  'city': 'Acra, Gana',
  'hours': 'De segunda a sexta, das 8h às 21h',
  'trackOrder': 'Rastrear um pedido',
  'becomeCourier': 'Seja entregador',
  'sellOnDwa': 'Venda na Dwa',
  'explore': 'Explorar o mercado',
  'newsletter': 'Newsletter',
  'contact': 'Fale conosco',
  'help': 'Ajuda',
  'getApp': 'Baixe o app',
  'paymentMethods': 'Formas de pagamento aceitas',
  'comingSoon': 'Em breve na',
  'company': 'Empresa',
  'courierJobs': 'Vagas de entregador',
  'onlineStore': 'Loja online',
  'dwaRide': 'Dwa Ride',
  'yourPurchases': 'Suas compras',
  'follow': 'Siga-nos',
  'newTab': '(abre em uma nova aba)',
  'tagline': 'O mercado de Gana: classificados, compras e entrega no mesmo dia.',
};

export default pt;
