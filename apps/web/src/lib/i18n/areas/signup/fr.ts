import type { AreaCatalog } from '../../area';
import type { signupMessages } from './en';

const fr: AreaCatalog<typeof signupMessages> = {
  'signup.title': 'Créez votre compte',
  'signup.intro': 'Achetez, vendez et discutez avec des gens près de chez vous.',
  'signup.name': 'Nom complet',
  'signup.phone': 'Numéro de téléphone',
  'signup.address': 'Adresse',
  'signup.addressExample': 'ex. East Legon, Accra',
  'signup.passwordHint': 'Au moins 6 caractères.',
  'signup.confirmPassword': 'Confirmez le mot de passe',
  'signup.bio': 'Bio',
  'signup.terms': "J'accepte les conditions générales et la politique de confidentialité de Dwa.",
  'signup.busy': 'Création du compte...',
  'signup.failed': "L'inscription a échoué. Veuillez réessayer plus tard.",
  'signup.haveAccount': 'Vous avez déjà un compte ?',
  'otp.verifyEmail': 'Vérifiez votre e-mail',
  'otp.sentTo': 'Nous avons envoyé un code à 6 chiffres à {email}. Il expire dans 10 minutes.',
  'otp.resent': 'Nous avons envoyé un nouveau code à votre adresse e-mail.',
  'otp.backToSignup': "Retour à l'inscription",
  'success.title': 'Compte créé avec succès !',
  'success.signedIn': 'Votre e-mail est vérifié et vous êtes connecté. Complétez votre profil pour commencer.',
  'success.notSignedIn':
    "Votre e-mail est vérifié, mais nous n'avons pas pu vous connecter automatiquement. Connectez-vous pour continuer.",
  'success.dashboard': 'Aller au tableau de bord',
};

export default fr;
