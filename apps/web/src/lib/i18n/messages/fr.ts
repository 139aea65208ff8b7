import type { Messages } from '../area';
import type { Catalog } from '../catalog';

const fr: Catalog = {
  'shell.skip': 'Aller au contenu principal',
  'nav.main': 'Principal',
  'nav.home': 'Accueil',
  'nav.ecommerce': 'E-commerce',
  'nav.classifieds': 'Petites annonces',
  'nav.ride': 'Trajets',
  'nav.deliver': 'Livrer et gagner',
  'nav.about': 'À propos',
  'nav.menu': 'Menu',
  'theme.light': 'Clair',
  'theme.dark': 'Sombre',
  'splash.welcome': 'Bienvenue sur Dwa',
  'splash.skip': 'Passer l’intro',

  'header.store': 'En-tête de la boutique',
  'header.searchAndAccount': 'Recherche et compte',
  'header.storeOptions': 'Options de la boutique',
  'header.orderTracking': 'Suivi de commande',
  'header.postAd': 'Publier une annonce',
  'header.language': 'Langue',
  'header.currency': 'Devise',
  'header.themeNotice': 'Le mode sombre est arrivé. Utilisez le bouton {button} en haut pour changer de thème.',
  'header.dismissThemeNotice': 'Fermer l’avis sur le thème',
  'header.wishlist': 'Liste d’envies',
  'header.messages': 'Messages',
  'header.messagesUnread': 'Messages, {badge} non lus',
  'header.cart': 'Panier',
  'header.cartItems': '{count, plural, one {Panier, {badge} article} other {Panier, {badge} articles}}',
  'header.signIn': 'Se connecter',
  'header.signUp': 'S’inscrire',
  'search.label': 'Rechercher des annonces',
  'search.placeholder': 'Rechercher n’importe quoi...',
  'search.submit': 'Rechercher',
  'categories.label': 'Catégories',
  'categories.all': 'Toutes les catégories',
  'categories.search': 'Rechercher une catégorie',
  'categories.none': 'Aucune catégorie ne correspond à votre recherche.',

  'menu.account': 'Compte :',
  'menu.admin': 'Console d’administration',
  'menu.profile': 'Profil',
  'menu.purchases': 'Mes achats',
  'menu.likes': 'J’aime',
  'menu.manageListings': 'Gérer les annonces',
  'menu.mySales': 'Mes ventes',
  'menu.promos': 'Réductions et promos',
  'menu.sellingPreferences': 'Préférences de vente',
  'menu.settings': 'Paramètres',
  'menu.notifications': 'Notifications',
  'menu.unread': 'non lues',
  'menu.notificationsUnread': 'Notifications, {badge} non lues',
  'menu.darkMode': 'Mode sombre',
  'menu.logout': 'Se déconnecter',

  'notFound.title': 'Page introuvable',
  'notFound.code': 'Erreur 404',
  'notFound.text': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'notFound.home': 'Aller à la page d’accueil',
  'notFound.explore': 'Explorer le marché',

  'tools.label': 'Outils de la page',
  'tools.scrollTop': 'Revenir en haut',
  'error.title': 'Erreur inattendue de l’application !',
  'error.fallback': 'Un problème est survenu.',
  'error.home': 'Retour à l’accueil',
  'status.loading': 'Chargement…',
  'status.session': 'Vérification de votre session…',
  'status.messages': 'Chargement de vos messages…',
};

export default fr;

/** This language's area catalogs (ADR 046): each a chunk of its own, loaded with the pages that show the area. */
export const areas = import.meta.glob<{ default: Messages }>('../areas/*/fr.ts');
export { ROUTE_AREAS as routeAreas } from '../route-areas';
