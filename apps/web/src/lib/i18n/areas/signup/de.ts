import type { AreaCatalog } from '../../area';
import type { signupMessages } from './en';

const de: AreaCatalog<typeof signupMessages> = {
  'signup.title': 'Konto erstellen',
  'signup.intro': 'Kaufen, verkaufen und chatten mit Menschen in Ihrer Nähe.',
  'signup.name': 'Vollständiger Name',
  'signup.phone': 'Telefonnummer',
  'signup.address': 'Adresse',
  'signup.addressExample': 'z. B. East Legon, Accra',
  'signup.passwordHint': 'Mindestens 6 Zeichen.',
  'signup.confirmPassword': 'Passwort bestätigen',
  'signup.bio': 'Über mich',
  'signup.terms': 'Ich akzeptiere die {terms} und die {privacy} von Dwa.',
  'signup.termsLink': 'AGB',
  'signup.privacyLink': 'Datenschutzerklärung',
  'signup.newTab': '(öffnet in einem neuen Tab)',
  'signup.busy': 'Konto wird erstellt...',
  'signup.failed': 'Die Registrierung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  'signup.haveAccount': 'Sie haben schon ein Konto?',
  'otp.verifyEmail': 'E-Mail-Adresse bestätigen',
  'otp.sentTo': 'Wir haben einen 6-stelligen Code an {email} gesendet. Er läuft in 10 Minuten ab.',
  'otp.resent': 'Wir haben Ihnen einen neuen Code per E-Mail gesendet.',
  'otp.backToSignup': 'Zurück zur Registrierung',
  'success.title': 'Konto erfolgreich erstellt!',
  'success.signedIn': 'Ihre E-Mail-Adresse ist bestätigt und Sie sind angemeldet. Vervollständigen Sie Ihr Profil, um loszulegen.',
  'success.notSignedIn':
    'Ihre E-Mail-Adresse ist bestätigt, aber wir konnten Sie nicht automatisch anmelden. Bitte melden Sie sich an, um fortzufahren.',
  'success.dashboard': 'Zum Dashboard',
  'signup.usePhone': 'Stattdessen Telefonnummer verwenden',
  'signup.useEmail': 'Stattdessen E-Mail verwenden',
  'signup.phoneHint': 'Deine Handynummer: Wir senden dir per SMS einen Code zur Bestätigung.',
  'otp.verifyPhone': 'Bestätige dein Telefon',
  'otp.sentToPhone': 'Wir haben per SMS einen 6-stelligen Code an {phone} gesendet. Er läuft in 10 Minuten ab.',
  'otp.resentPhone': 'Wir haben per SMS einen neuen Code gesendet.',
  'success.signedInPhone': 'Deine Telefonnummer ist bestätigt und du bist angemeldet. Vervollständige dein Profil, um loszulegen.',
};

export default de;
