import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const fr: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'Bon retour ! Connectez-vous pour acheter, vendre et discuter.',
  'signin.remember': 'Se souvenir de moi',
  'signin.forgot': 'Mot de passe oublié ?',
  'signin.busy': 'Connexion...',
  'signin.failed': 'La connexion a échoué.',
  'signin.new': 'Nouveau sur Dwa ?',
  'otp.verifyAccount': 'Vérifiez votre compte',
  'otp.finishSignIn': '{message} Saisissez-le pour terminer la connexion.',
  'otp.backToSignIn': 'Retour à la connexion',
};

export default fr;
