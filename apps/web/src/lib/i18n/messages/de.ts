import type { Messages } from '../area';
import type { Catalog } from '../catalog';

const de: Catalog = {
  'shell.skip': 'Zum Hauptinhalt springen',
  'nav.main': 'Hauptmenü',
  'nav.home': 'Startseite',
  'nav.ecommerce': 'E-Commerce',
  'nav.classifieds': 'Kleinanzeigen',
  'nav.ride': 'Fahrten',
  'nav.deliver': 'Liefern & Verdienen',
  'nav.about': 'Über uns',
  'nav.menu': 'Menü',
  'theme.light': 'Hell',
  'theme.dark': 'Dunkel',
  'splash.welcome': 'Willkommen bei Dwa',
  'splash.skip': 'Intro überspringen',

  'header.store': 'Shop-Kopfzeile',
  'header.searchAndAccount': 'Suche und Konto',
  'header.storeOptions': 'Shop-Optionen',
  'header.orderTracking': 'Sendungsverfolgung',
  'header.postAd': 'Anzeige aufgeben',
  'header.language': 'Sprache',
  'header.currency': 'Währung',
  'header.themeNotice': 'Der Dunkelmodus ist da. Mit der Schaltfläche {button} oben wechseln Sie das Design.',
  'header.dismissThemeNotice': 'Hinweis zum Design schließen',
  'header.wishlist': 'Wunschliste',
  'header.messages': 'Nachrichten',
  'header.messagesUnread': 'Nachrichten, {badge} ungelesen',
  'header.cart': 'Warenkorb',
  'header.cartItems': '{count, plural, one {Warenkorb, {badge} Artikel} other {Warenkorb, {badge} Artikel}}',
  'header.signIn': 'Anmelden',
  'header.signUp': 'Registrieren',
  'search.label': 'Anzeigen durchsuchen',
  'search.placeholder': 'Wonach suchen Sie?',
  'search.submit': 'Suchen',
  'categories.label': 'Kategorien',
  'categories.all': 'Alle Kategorien',
  'categories.search': 'Kategorien durchsuchen',
  'categories.none': 'Keine Kategorie passt zu Ihrer Suche.',

  'menu.account': 'Konto:',
  'menu.admin': 'Verwaltungskonsole',
  'menu.profile': 'Profil',
  'menu.purchases': 'Meine Käufe',
  'menu.likes': 'Gefällt mir',
  'menu.manageListings': 'Anzeigen verwalten',
  'menu.mySales': 'Meine Verkäufe',
  'menu.promos': 'Rabatte & Aktionen',
  'menu.sellingPreferences': 'Verkaufseinstellungen',
  'menu.settings': 'Einstellungen',
  'menu.notifications': 'Benachrichtigungen',
  'menu.unread': 'ungelesen',
  'menu.notificationsUnread': 'Benachrichtigungen, {badge} ungelesen',
  'menu.darkMode': 'Dunkelmodus',
  'menu.logout': 'Abmelden',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.code': 'Fehler 404',
  'notFound.text': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'notFound.home': 'Zur Startseite',
  'notFound.explore': 'Marktplatz entdecken',

  'tools.label': 'Seitenwerkzeuge',
  'tools.scrollTop': 'Nach oben',
  'error.title': 'Unerwarteter Anwendungsfehler!',
  'error.fallback': 'Etwas ist schiefgelaufen.',
  'error.home': 'Zur Startseite',
  'status.loading': 'Wird geladen …',
  'status.session': 'Deine Sitzung wird geprüft …',
  'status.messages': 'Deine Nachrichten werden geladen …',
};

export default de;

/** This language's area catalogs (ADR 046): each a chunk of its own, loaded with the pages that show the area. */
export const areas = import.meta.glob<{ default: Messages }>('../areas/*/de.ts');
export { ROUTE_AREAS as routeAreas } from '../route-areas';
