import type { AreaCatalog } from '../../area';
import type { codeMessages } from './en';

const fr: AreaCatalog<typeof codeMessages> = {
  'otp.missing': 'Veuillez saisir le code à 6 chiffres.',
  'otp.invalid': 'Code invalide. Veuillez réessayer.',
  'otp.sendFailed': "Impossible d'envoyer le code",
  'otp.verify': 'Vérifier',
  'otp.verifying': 'Vérification...',
  'otp.sending': 'Envoi...',
  'otp.resendIn': 'Renvoyer le code dans {seconds} s',
  'otp.resend': 'Renvoyer le code',
};

export default fr;
