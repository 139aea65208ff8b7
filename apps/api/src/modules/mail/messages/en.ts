// English, the source of every mail's words (ADR 073). A key added here must be added to every other
// catalog in this folder: the MailCatalog type and mail-messages.test.ts refuse one that lacks it.
// Placeholders are {name}; the values are filled in as text (escaped once, by the HTML renderer).

export const en = {
  tagline: 'Buy and sell in Ghana',
  hello: 'Hello {name},',
  footer: 'You are getting this email because of your Dwa account.',
  codeExpires: 'It expires in {minutes} minutes.',
  verifySubject: 'Your Dwa verification code: {code}',
  verifyIntro: 'Your Dwa verification code is {code}.',
  verifyIgnore: 'If you did not create a Dwa account, you can ignore this email.',
  resetSubject: 'Your Dwa password reset code: {code}',
  resetIntro: 'Your Dwa password reset code is {code}.',
  resetIgnore: 'If you did not ask to reset your password, ignore this email: your password stays the same.',
  noticeSubject: 'Dwa: {title}',
  actionOrder: 'See the order',
  actionDispute: 'See the dispute',
  actionEarnings: 'Your earnings',
  actionListings: 'Your listings',
  newsletterSubject: 'Confirm your subscription to the Dwa newsletter',
  newsletterIntro: 'Someone, we hope you, asked for Dwa deals and news at this address.',
  newsletterConfirm: 'Confirm your subscription',
  newsletterNote: 'The link works for 7 days. If it was not you, ignore this email and nothing will be sent.',
  newsletterUnsubscribe: 'Unsubscribe at any time',
  newsletterFooter: 'You are getting this email because this address was entered on Dwa.',
  digestSubject: 'New listings for your saved search “{search}”',
  digestIntro: 'New listings match your saved search “{search}”.',
  digestMore: 'More new matches: {count}.',
  digestSeeAll: 'See all matches',
  digestWhyDaily: 'You get this email once a day because you saved the search “{search}” on Dwa.',
  digestWhyWeekly: 'You get this email once a week because you saved the search “{search}” on Dwa.',
  digestUnsubscribe: 'Unsubscribe from this search’s emails',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: 'Stop the emails for your saved search “{search}”?',
  unsubscribeKeep: 'The search stays saved in your account and still alerts you in the app.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribeDone: 'Done: no more emails for your saved search “{search}”.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Open the newest email again, or change the search in your account.',
  unsubscribeGone: 'This saved search no longer exists, so it sends no more email.',
  goHome: 'Go to Dwa',
} as const;

export type MailKey = keyof typeof en;
export type MailCatalog = Record<MailKey, string>;
