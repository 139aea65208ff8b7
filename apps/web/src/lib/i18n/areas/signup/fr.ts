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
  'signup.terms': "J'accepte les {terms} et la {privacy} de Dwa.",
  'signup.termsLink': 'conditions générales',
  'signup.privacyLink': 'politique de confidentialité',
  'signup.newTab': '(s’ouvre dans un nouvel onglet)',
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
  'signup.usePhone': 'Utiliser plutôt un numéro de téléphone',
  'signup.useEmail': 'Utiliser plutôt l’e-mail',
  'signup.phoneHint': 'Votre numéro de mobile : nous vous envoyons un code par SMS pour le confirmer.',
  'otp.verifyPhone': 'Vérifiez votre téléphone',
  'otp.sentToPhone': 'Nous avons envoyé un code à 6 chiffres au {phone} par SMS. Il expire dans 10 minutes.',
  'otp.resentPhone': 'Nous avons envoyé un nouveau code par SMS.',
  'success.signedInPhone': 'Votre numéro de téléphone est vérifié et vous êtes connecté. Complétez votre profil pour commencer.',
};

export default fr;
