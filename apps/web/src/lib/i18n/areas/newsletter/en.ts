import { defineArea } from '../../area';

// The newsletter's page (/newsletter: confirming or unsubscribing from a mail's link; ADR 046),
// English the source: a key added here goes in the eight other catalogs beside it. The footer's form
// has its words in the footer area; the server's answers stay its English.
export const newsletterMessages = defineArea('newsletter', {
  'title': 'Newsletter',
  'heading': 'The Dwa newsletter',
  'howTo': 'To subscribe, enter your email in the form at the bottom of the page; we will mail you a link to confirm. To unsubscribe, follow the link at the end of any newsletter.',
  'failed': 'Something went wrong. Check your connection and try again.',
  'explore': 'Explore Marketplace',
  'confirm.heading': 'Confirm your subscription',
  'confirm.lead': 'Get Dwa deals and news by email. You can unsubscribe at any time from any newsletter.',
  'confirm.button': 'Confirm subscription',
  'confirm.busy': 'Confirming…',
  'unsubscribe.heading': 'Unsubscribe from the newsletter',
  'unsubscribe.lead': 'You will get no more newsletters from Dwa at this address.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.busy': 'Unsubscribing…',
});
