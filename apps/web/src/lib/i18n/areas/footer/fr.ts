import type { AreaCatalog } from '../../area';
import type { footerMessages } from './en';

const fr: AreaCatalog<typeof footerMessages> = {
  'classifieds': 'Petites annonces',
  'browseAll': 'Voir toutes les annonces',
  'postAd': 'Publier une annonce',
  'savedItems': 'Articles enregistrés',
  'logIn': 'Se connecter',
  'createAccount': 'Créer un compte',
  'inbox': 'Boîte de réception',
  'yourAccount': 'Votre compte',
  'support': 'Assistance',
  'classifiedsCopyright': 'Dwa Petites annonces',
  'rights': 'Dwa. Tous droits réservés.',
  'city': 'Accra, Ghana',
  'hours': 'Du lundi au vendredi, de 8 h à 21 h',
  'trackOrder': 'Suivre une commande',
  'becomeCourier': 'Devenir coursier',
  'sellOnDwa': 'Vendre sur Dwa',
  'explore': 'Explorer le marché',
  'newsletter': 'Newsletter',
  'contact': 'Nous contacter',
  'help': 'Aide',
  'getApp': 'Obtenir l’application',
  'paymentMethods': 'Moyens de paiement acceptés',
  'comingSoon': 'Bientôt sur',
  'company': 'Entreprise',
  'courierJobs': 'Emplois de coursier',
  'onlineStore': 'Boutique en ligne',
  'dwaRide': 'Dwa Ride',
  'yourPurchases': 'Vos achats',
  'follow': 'Suivez-nous',
  'newTab': '(s’ouvre dans un nouvel onglet)',
  'tagline': 'Le marché du Ghana : petites annonces, achats en ligne et livraison le jour même.',
};

export default fr;
