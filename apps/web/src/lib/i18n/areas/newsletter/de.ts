import type { AreaCatalog } from '../../area';
import type { newsletterMessages } from './en';

const de: AreaCatalog<typeof newsletterMessages> = {
  'title': 'Newsletter',
  'heading': 'Der Dwa-Newsletter',
  'howTo': 'Zum Abonnieren geben Sie Ihre E-Mail-Adresse im Formular unten auf der Seite ein; wir schicken Ihnen einen Bestätigungslink. Zum Abbestellen folgen Sie dem Link am Ende eines beliebigen Newsletters.',
  'failed': 'Etwas ist schiefgelaufen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'explore': 'Marktplatz entdecken',
  'confirm.heading': 'Abonnement bestätigen',
  'confirm.lead': 'Erhalten Sie Angebote und Neuigkeiten von Dwa per E-Mail. Sie können jederzeit über jeden Newsletter abbestellen.',
  'confirm.button': 'Abonnement bestätigen',
  'confirm.busy': 'Wird bestätigt…',
  'unsubscribe.heading': 'Newsletter abbestellen',
  'unsubscribe.lead': 'Sie erhalten an diese Adresse keine Newsletter von Dwa mehr.',
  'unsubscribe.button': 'Abbestellen',
  'unsubscribe.busy': 'Wird abbestellt…',
};

export default de;
