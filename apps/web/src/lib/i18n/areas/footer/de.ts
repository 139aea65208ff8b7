import type { AreaCatalog } from '../../area';
import type { footerMessages } from './en';

const de: AreaCatalog<typeof footerMessages> = {
  'classifieds': 'Kleinanzeigen',
  'browseAll': 'Alle Anzeigen ansehen',
  'postAd': 'Anzeige aufgeben',
  'savedItems': 'Gemerkte Artikel',
  'logIn': 'Anmelden',
  'createAccount': 'Konto erstellen',
  'inbox': 'Posteingang',
  'yourAccount': 'Ihr Konto',
  'support': 'Hilfe & Kontakt',
  'classifiedsCopyright': 'Dwa Kleinanzeigen',
  'rights': 'Dwa. Alle Rechte vorbehalten.',
  'city': 'Accra, Ghana',
  'hours': 'Montag bis Freitag, 8 bis 21 Uhr',
  'trackOrder': 'Bestellung verfolgen',
  'becomeCourier': 'Kurier werden',
  'sellOnDwa': 'Auf Dwa verkaufen',
  'explore': 'Marktplatz entdecken',
  'newsletter': 'Newsletter',
  'contact': 'Kontakt',
  'help': 'Hilfe',
  'getApp': 'Die App holen',
  'paymentMethods': 'Zahlungsarten, die wir akzeptieren',
  'comingSoon': 'Demnächst bei',
  'company': 'Unternehmen',
  'courierJobs': 'Jobs als Kurier',
  'onlineStore': 'Onlineshop',
  'dwaRide': 'Dwa Ride',
  'yourPurchases': 'Ihre Käufe',
  'follow': 'Folgen Sie uns',
  'newTab': '(öffnet sich in einem neuen Tab)',
  'tagline': 'Der Marktplatz für Ghana: Kleinanzeigen, Einkaufen und Lieferung am selben Tag.',
};

export default de;
