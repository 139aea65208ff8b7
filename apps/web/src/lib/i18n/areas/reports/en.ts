import { defineArea } from '../../area';

// Reporting a listing (the dialog opened by Report: its reasons, details and buttons, the failures the
// client words; ADR 046), English the source: a key added here goes in the eight other catalogs beside
// it. The thanks and the missing-reason line are the server's words and stay its English.
export const reportsMessages = defineArea('reports', {
  'title': 'Report this listing',
  'why': 'Why are you reporting this listing?',
  'reason.spam': 'Spam',
  'reason.inappropriate': 'Inappropriate content',
  'reason.duplicate': 'Duplicate listing',
  'reason.prohibited': 'Prohibited item',
  'reason.other': 'Other',
  'details': 'Additional details',
  'optional': '(optional)',
  'cancel': 'Cancel',
  'submitting': 'Submitting...',
  'submit': 'Submit Report',
  'failed': 'Failed to report the listing. Please try again later.',
  'network': 'An error occurred while reporting the listing. Please check your connection and try again.',
});
