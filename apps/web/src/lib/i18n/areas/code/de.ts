import type { AreaCatalog } from '../../area';
import type { codeMessages } from './en';

const de: AreaCatalog<typeof codeMessages> = {
  'otp.missing': 'Bitte geben Sie den 6-stelligen Code ein.',
  'otp.invalid': 'Ungültiger Code. Bitte versuchen Sie es erneut.',
  'otp.sendFailed': 'Code konnte nicht gesendet werden',
  'otp.verify': 'Bestätigen',
  'otp.verifying': 'Wird geprüft...',
  'otp.sending': 'Wird gesendet...',
  'otp.resendIn': 'Code erneut senden in {seconds} s',
  'otp.resend': 'Code erneut senden',
};

export default de;
