import type { AreaCatalog } from '../../area';
import type { cartMessages } from './en';

const fr: AreaCatalog<typeof cartMessages> = {
  'viewCart': 'Voir le panier',
  'yourListing': 'Votre annonce',
  'add': 'Ajouter au panier',
  'addTitle': 'Ajouter au panier : {title}',
  'adding': 'Ajout...',
  'added': 'Ajouté à votre panier : {title}',
  'addedMany': 'Ajouté à votre panier : {quantity} × {title}',
  'stock.unavailable': 'Indisponible',
  'stock.out': 'Rupture de stock',
  'stock.low': 'Plus que {count}',
  'stock.in': '{count} en stock',
  'buy.title': 'Acheter dans la boutique',
  'buy.quantity': 'Quantité',
  'buy.total': 'Total',
  'buy.now': 'Acheter maintenant',
  'buy.allInCart': 'Vous avez les {count} restants dans votre panier.',
  'buy.canAdd': '{inCart} dans votre panier : vous pouvez en ajouter {room} de plus.',
  'buy.inCart': '{inCart} dans votre panier.',
  'buy.note': 'Coursier le jour même ou retrait. Payez par Mobile Money ou en espèces à la livraison.',
  'buy.outOfStock': 'Cet article est en rupture de stock. Écrivez au vendeur pour savoir quand il revient.',
  'buy.unavailable': "Cet article ne peut pas être acheté pour l'instant.",
};

export default fr;
