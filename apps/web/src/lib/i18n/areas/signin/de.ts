import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const de: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'Willkommen zurück! Melden Sie sich an, um zu kaufen, zu verkaufen und zu chatten.',
  'signin.remember': 'Angemeldet bleiben',
  'signin.forgot': 'Passwort vergessen?',
  'signin.busy': 'Anmeldung läuft...',
  'signin.failed': 'Anmeldung fehlgeschlagen.',
  'signin.new': 'Neu bei Dwa?',
  'otp.verifyAccount': 'Konto bestätigen',
  'otp.finishSignIn': '{message} Geben Sie ihn ein, um die Anmeldung abzuschließen.',
  'otp.backToSignIn': 'Zurück zur Anmeldung',
};

export default de;
