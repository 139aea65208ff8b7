import type { AreaCatalog } from '../../area';
import type { cartMessages } from './en';

const de: AreaCatalog<typeof cartMessages> = {
  'viewCart': 'Warenkorb ansehen',
  'yourListing': 'Ihre Anzeige',
  'add': 'In den Warenkorb',
  'addTitle': 'In den Warenkorb: {title}',
  'adding': 'Wird hinzugefügt...',
  'added': 'Zum Warenkorb hinzugefügt: {title}',
  'addedMany': 'Zum Warenkorb hinzugefügt: {quantity} × {title}',
  'stock.unavailable': 'Nicht verfügbar',
  'stock.out': 'Ausverkauft',
  'stock.low': 'Nur noch {count}',
  'stock.in': '{count} auf Lager',
  'buy.title': 'Im Shop kaufen',
  'buy.quantity': 'Menge',
  'buy.total': 'Gesamt',
  'buy.now': 'Sofort kaufen',
  'buy.allInCart': 'Alle {count} verbleibenden liegen in Ihrem Warenkorb.',
  'buy.canAdd': '{inCart} im Warenkorb: Sie können noch {room} hinzufügen.',
  'buy.inCart': '{inCart} im Warenkorb.',
  'buy.note': 'Kurier am selben Tag oder Abholung. Bezahlen mit Mobile Money oder bar bei Lieferung.',
  'buy.outOfStock': 'Dieser Artikel ist ausverkauft. Fragen Sie den Verkäufer, wann er wieder da ist.',
  'buy.unavailable': 'Dieser Artikel kann gerade nicht gekauft werden.',
};

export default de;
