import type { LegalDocument } from './types';

// The Privacy Policy, in plain English: what Dwa keeps, why, who sees it, how to delete an account.

export const PRIVACY: LegalDocument = {
  kind: 'privacy',
  updated: '2026-11-29',
  intro: [
    'This policy explains what Dwa keeps about you, why, who can see it, and what you can do about it, in line with Ghana’s Data Protection Act, 2012 (Act 843). We keep only what we need to run the marketplace, and we do not sell your data.',
  ],
  sections: [
    {
      id: 'what-we-keep',
      heading: '1. What we keep',
      paragraphs: ['Depending on how you use Dwa:'],
      list: [
        'Your account: your name, email address, phone number and address, and what you choose to add (a profile photo, a short bio, gender, date of birth). Your password is kept only in a scrambled form that nobody, not even Dwa, can read back.',
        'For sellers, your business details; for couriers, your application and identity documents. These documents are kept private: only the Dwa staff who review applications can see them.',
        'What you post: listings and their photos (we remove the location hidden in a photo’s file), comments, likes, saved items and reports.',
        'Your messages with other people, and the chat of a delivery or a ride.',
        'Orders and payments: what you bought, the amounts, the Mobile Money number used and the payment provider’s reference. Never your PIN.',
        'Deliveries and rides: pickup and drop-off addresses, the recipient’s name and phone number, the courier’s position during a job, and ratings.',
        'Sign-ins: when you signed in, from which internet address and browser, to protect your account from someone else using it.',
        'The newsletter: your email address, only if you subscribe and confirm it.',
      ],
    },
    {
      id: 'on-your-phone',
      heading: '2. What stays on your phone or computer',
      paragraphs: [
        'Dwa keeps a few things in your browser: your sign-in (so you stay signed in), your language (a cookie named dwa_lang, so pages arrive in it), your theme and currency, and copies of public pages you have opened so they work offline. There are no advertising or tracking cookies.',
      ],
    },
    {
      id: 'why',
      heading: '3. Why we keep it',
      paragraphs: [],
      list: [
        'To run your account and show your listings, shop and profile.',
        'To let buyers, sellers and couriers talk to each other.',
        'To take orders and payments, and to arrange deliveries and rides.',
        'To keep Dwa safe: stopping fraud, spam and abuse, and checking sellers and couriers.',
        'To answer you when you ask for help, and to send the emails you need (sign-in codes, order updates) or asked for (the newsletter).',
        'To keep the records that the law of Ghana requires (for example for payments and tax).',
      ],
    },
    {
      id: 'who-sees-it',
      heading: '4. Who can see it',
      paragraphs: [
        'Other people on Dwa see your public profile: your name, photo, bio, listings and comments. A seller’s phone number is shown on their listings so that buyers can call or send a WhatsApp message. A courier sees the addresses and the recipient’s contact of a delivery they take. Beyond that, we share only what is needed with:',
      ],
      list: [
        'Paystack, our payment provider, for Mobile Money payments.',
        'The services that send our emails and host Dwa.',
        'A translation service, only for the text you ask Dwa to translate (the Translate button).',
        'The police or a court, when the law of Ghana requires it.',
      ],
    },
    {
      id: 'how-long',
      heading: '5. How long we keep it',
      paragraphs: [
        'We keep your account’s data while your account is open. A listing, a comment or a photo you delete is removed. Records of orders and payments are kept for as long as accounting and tax law requires, even after an account is closed. Sign-in records and similar security logs are kept for a short time only.',
      ],
    },
    {
      id: 'your-rights',
      heading: '6. Your rights',
      paragraphs: ['You can:'],
      list: [
        'See and correct your details at any time on your Profile page.',
        'Ask us for a copy of the data we keep about you, or ask us to correct or stop using it.',
        'Unsubscribe from the newsletter with the link at the end of any newsletter.',
        'Complain to the Data Protection Commission of Ghana if you think we have misused your data.',
      ],
    },
    {
      id: 'delete-your-account',
      heading: '7. Deleting your account',
      paragraphs: [
        'To delete your account, write to {email} from the email address of your account and say that you want it deleted. We will confirm it with you and delete it within 30 days: your profile, listings, photos, comments, likes and saved items are removed, and your messages are no longer linked to you. We keep only what the law requires (such as records of payments) and what we need to finish an order or a delivery still open, or to settle a dispute.',
      ],
    },
    {
      id: 'security',
      heading: '8. Keeping it safe',
      paragraphs: [
        'Dwa is served over an encrypted connection, passwords are stored scrambled, and only the staff who need it for their work can see private data. If something ever puts your data at risk, we will tell you and the Data Protection Commission as the law requires.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes',
      paragraphs: [
        'When this policy changes, the date at the top changes too, and we will tell you in the app or by email before an important change applies to you.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact',
      paragraphs: ['Questions or requests about your data? Write to {email}. Dwa answers from Accra, Ghana, Monday to Friday.'],
    },
  ],
};
