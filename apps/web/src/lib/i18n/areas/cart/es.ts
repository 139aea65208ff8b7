import type { AreaCatalog } from '../../area';
import type { cartMessages } from './en';

const es: AreaCatalog<typeof cartMessages> = {
  'viewCart': 'Ver carrito',
  'yourListing': 'Tu anuncio',
  'add': 'Añadir al carrito',
  'addTitle': 'Añadir al carrito: {title}',
  'adding': 'Añadiendo...',
  'added': 'Añadido a tu carrito: {title}',
  'addedMany': 'Añadido a tu carrito: {quantity} × {title}',
  'stock.unavailable': 'No disponible',
  'stock.out': 'Agotado',
  'stock.low': 'Solo quedan {count}',
  'stock.in': '{count} en stock',
  'buy.title': 'Comprar en la tienda',
  'buy.quantity': 'Cantidad',
  'buy.total': 'Total',
  'buy.now': 'Comprar ahora',
  'buy.allInCart': 'Ya tienes los {count} que quedan en tu carrito.',
  'buy.canAdd': '{inCart} en tu carrito: puedes añadir {room} más.',
  'buy.inCart': '{inCart} en tu carrito.',
  'buy.note': 'Mensajero el mismo día o recogida. Paga con Mobile Money o en efectivo a la entrega.',
  'buy.outOfStock': 'Este artículo está agotado. Escribe al vendedor para saber cuándo vuelve.',
  'buy.unavailable': 'Este artículo no se puede comprar ahora.',
};

export default es;
