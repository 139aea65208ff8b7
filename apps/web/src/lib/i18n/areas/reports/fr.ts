import type { AreaCatalog } from '../../area';
import type { reportsMessages } from './en';

const fr: AreaCatalog<typeof reportsMessages> = {
  'title': 'Signaler cette annonce',
  'why': 'Pourquoi signalez-vous cette annonce ?',
  'reason.spam': 'Spam',
  'reason.inappropriate': 'Contenu inapproprié',
  'reason.duplicate': 'Annonce en double',
  'reason.prohibited': 'Article interdit',
  'reason.other': 'Autre',
  'details': 'Détails supplémentaires',
  'optional': '(facultatif)',
  'cancel': 'Annuler',
  'submitting': 'Envoi...',
  'submit': 'Envoyer le signalement',
  'failed': 'Le signalement de l’annonce a échoué. Veuillez réessayer plus tard.',
  'network': 'Une erreur est survenue lors du signalement de l’annonce. Vérifiez votre connexion et réessayez.',
};

export default fr;
