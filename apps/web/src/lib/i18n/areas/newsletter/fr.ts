import type { AreaCatalog } from '../../area';
import type { newsletterMessages } from './en';

const fr: AreaCatalog<typeof newsletterMessages> = {
  'title': 'Newsletter',
  'heading': 'La newsletter de Dwa',
  'howTo': 'Pour vous abonner, saisissez votre e-mail dans le formulaire en bas de la page ; nous vous enverrons un lien de confirmation. Pour vous désabonner, suivez le lien à la fin de n’importe quelle newsletter.',
  'failed': 'Un problème est survenu. Vérifiez votre connexion et réessayez.',
  'explore': 'Explorer le marché',
  'confirm.heading': 'Confirmez votre abonnement',
  'confirm.lead': 'Recevez les bons plans et les nouveautés de Dwa par e-mail. Vous pouvez vous désabonner à tout moment depuis n’importe quelle newsletter.',
  'confirm.button': 'Confirmer l’abonnement',
  'confirm.busy': 'Confirmation…',
  'unsubscribe.heading': 'Se désabonner de la newsletter',
  'unsubscribe.lead': 'Vous ne recevrez plus de newsletter de Dwa à cette adresse.',
  'unsubscribe.button': 'Se désabonner',
  'unsubscribe.busy': 'Désabonnement…',
};

export default fr;
