import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const de: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'Willkommen zurück! Melden Sie sich an, um zu kaufen, zu verkaufen und zu chatten.',
  'signin.remember': 'Angemeldet bleiben',
  'signin.forgot': 'Passwort vergessen?',
  'signin.busy': 'Anmeldung läuft...',
  'signin.failed': 'Anmeldung fehlgeschlagen.',
  'signin.new': 'Neu bei Dwa?',
  'reason.cart': 'Melden Sie sich an, um diesen Artikel in den Warenkorb zu legen. Er wird hinzugefügt, sobald Sie angemeldet sind.',
  'cart.added': 'In den Warenkorb gelegt: {quantity} × {title}',
  'otp.verifyAccount': 'Konto bestätigen',
  'otp.finishSignIn': '{message} Geben Sie ihn ein, um die Anmeldung abzuschließen.',
  'otp.backToSignIn': 'Zurück zur Anmeldung',
  'phone.use': 'Stattdessen Telefonnummer verwenden',
  'phone.useEmail': 'Stattdessen E-Mail verwenden',
  'phone.title': 'Mit dem Telefon anmelden',
  'phone.intro': 'Gib die Handynummer deines Kontos ein, wir senden dir per SMS einen 6-stelligen Code.',
  'phone.label': 'Telefonnummer',
  'phone.send': 'Code senden',
  'phone.sending': 'Wird gesendet...',
  'phone.failed': 'Der Code konnte nicht gesendet werden.',
  'phone.codeTitle': 'Code eingeben',
  'phone.sentTo': 'Wenn {phone} zu einem Dwa-Konto gehört, haben wir per SMS einen 6-stelligen Code daran gesendet. Er läuft in 10 Minuten ab.',
  'phone.resent': 'Wir haben per SMS einen neuen Code gesendet.',
  'phone.back': 'Zurück',
};

export default de;
