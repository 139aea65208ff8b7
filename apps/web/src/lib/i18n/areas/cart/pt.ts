import type { AreaCatalog } from '../../area';
import type { cartMessages } from './en';

const pt: AreaCatalog<typeof cartMessages> = {
  'viewCart': 'Ver carrinho',
  'yourListing': 'O seu anúncio',
  'add': 'Adicionar ao carrinho',
  'addTitle': 'Adicionar ao carrinho: {title}',
  'adding': 'A adicionar...',
  'added': 'Adicionado ao seu carrinho: {title}',
  'addedMany': 'Adicionado ao seu carrinho: {quantity} × {title}',
  'stock.unavailable': 'Indisponível',
  'stock.out': 'Esgotado',
  'stock.low': 'Só restam {count}',
  'stock.in': '{count} em stock',
  'buy.title': 'Comprar na loja',
  'buy.quantity': 'Quantidade',
  'buy.total': 'Total',
  'buy.now': 'Comprar agora',
  'buy.allInCart': 'Já tem os {count} restantes no carrinho.',
  'buy.canAdd': '{inCart} no carrinho: pode adicionar mais {room}.',
  'buy.inCart': '{inCart} no carrinho.',
  'buy.note': 'Estafeta no mesmo dia ou recolha. Pague com Mobile Money ou em dinheiro na entrega.',
  'buy.outOfStock': 'Este artigo está esgotado. Envie mensagem ao vendedor para saber quando volta.',
  'buy.unavailable': 'Este artigo não pode ser comprado agora.',
};

export default pt;
