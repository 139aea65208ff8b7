import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const fr: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'Bon retour ! Connectez-vous pour acheter, vendre et discuter.',
  'signin.remember': 'Se souvenir de moi',
  'signin.forgot': 'Mot de passe oublié ?',
  'signin.busy': 'Connexion...',
  'signin.failed': 'La connexion a échoué.',
  'signin.new': 'Nouveau sur Dwa ?',
  'reason.cart': 'Connectez-vous pour ajouter cet article à votre panier. Il y sera ajouté dès que vous serez connecté.',
  'cart.added': 'Ajouté à votre panier : {quantity} × {title}',
  'otp.verifyAccount': 'Vérifiez votre compte',
  'otp.finishSignIn': '{message} Saisissez-le pour terminer la connexion.',
  'otp.backToSignIn': 'Retour à la connexion',
  'phone.use': 'Utiliser plutôt un numéro de téléphone',
  'phone.useEmail': 'Utiliser plutôt l’e-mail',
  'phone.title': 'Se connecter avec son téléphone',
  'phone.intro': 'Saisissez le numéro de mobile de votre compte et nous vous enverrons un code à 6 chiffres par SMS.',
  'phone.label': 'Numéro de téléphone',
  'phone.send': 'Envoyer le code',
  'phone.sending': 'Envoi...',
  'phone.failed': 'Impossible d’envoyer le code.',
  'phone.codeTitle': 'Saisissez le code',
  'phone.sentTo': 'Si {phone} appartient à un compte Dwa, nous y avons envoyé un code à 6 chiffres par SMS. Il expire dans 10 minutes.',
  'phone.resent': 'Nous avons envoyé un nouveau code par SMS.',
  'phone.back': 'Retour',
};

export default fr;
