import type { AreaCatalog } from '../../area';
import type { accessMessages } from './en';

const de: AreaCatalog<typeof accessMessages> = {
  'seller.title': 'Verkäuferzugang erforderlich',
  'seller.text': 'Diese Funktion steht nur Verkäuferkonten zur Verfügung. Kunden können Artikel ansehen und kaufen, aber keine Anzeigen verwalten.',
  'seller.upgrade': 'Zum Verkäufer werden',
  'seller.browse': 'Anzeigen durchsuchen',
  'admin.title': 'Zugriff verweigert',
  'admin.code': 'Fehler 403',
  'admin.text': 'Die Admin-Konsole ist nur für Dwa-Administratoren. Ihr Konto kann sie nicht öffnen.',
  'admin.home': 'Zur Startseite',
  'admin.account': 'Ihr Konto',
};

export default de;
