import type { AreaCatalog } from '../../area';
import type { accessMessages } from './en';

const fr: AreaCatalog<typeof accessMessages> = {
  'seller.title': 'Accès vendeur requis',
  'seller.text': 'Cette fonctionnalité est réservée aux comptes vendeurs. Les clients peuvent parcourir et acheter des articles, mais ne peuvent pas gérer d’annonces.',
  'seller.upgrade': 'Devenir vendeur',
  'seller.browse': 'Parcourir les annonces',
  'admin.title': 'Accès refusé',
  'admin.code': 'Erreur 403',
  'admin.text': 'La console d’administration est réservée aux administrateurs de Dwa. Votre compte ne peut pas l’ouvrir.',
  'admin.home': 'Aller à la page d’accueil',
  'admin.account': 'Votre compte',
};

export default fr;
