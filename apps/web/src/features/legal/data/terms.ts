import type { LegalDocument } from './types';

// The Terms and Conditions, in plain English for people buying, selling and delivering in Ghana.

export const TERMS: LegalDocument = {
  kind: 'terms',
  updated: '2026-11-29',
  intro: [
    'These terms are the rules for using Dwa, the website and app at this address. By creating an account or using Dwa you agree to them. Please read them: they are short on purpose.',
  ],
  sections: [
    {
      id: 'what-dwa-is',
      heading: '1. What Dwa is',
      paragraphs: [
        'Dwa is an online marketplace for Ghana, run from Accra. On Dwa people post classified ads, shops sell products online, buyers and sellers send each other messages, and couriers deliver parcels and give rides.',
        'Dwa brings buyers and sellers together. When you buy something from a seller, the sale is between you and that seller: Dwa is not the seller, unless a listing says so.',
      ],
    },
    {
      id: 'your-account',
      heading: '2. Your account',
      paragraphs: ['To post, buy in the shop, send messages or deliver, you need an account. When you have one:'],
      list: [
        'You are 18 or older, or you use Dwa with a parent or guardian.',
        'The name, email and phone number you give are true and your own, and you keep them up to date.',
        'You keep your password to yourself. Everything done from your account is your responsibility, so tell us at once if you think someone else is using it.',
        'One person, one account. Sellers and couriers are checked before they can sell or deliver.',
      ],
    },
    {
      id: 'selling',
      heading: '3. Selling and posting ads',
      paragraphs: ['When you post a listing or sell in the shop:'],
      list: [
        'Describe the item honestly, with your own photos, its real condition and its price in Ghana cedis.',
        'Only sell what you own or may sell, and what is legal in Ghana. No stolen or counterfeit goods, weapons, drugs, medicines that need a prescription, wild animals or anything else the law forbids.',
        'Keep your stock and your price right, and deliver what you sold in the time you said.',
        'Dwa may check, hide or remove a listing that breaks these rules, and may ask you to prove where an item comes from.',
      ],
    },
    {
      id: 'buying',
      heading: '4. Buying',
      paragraphs: [
        'For a classified ad, you and the seller agree on how to meet, pay and hand over. Meet in a safe public place, look at the item before you pay, and never send money for an item you have not seen to someone you do not know.',
        'For an order in the shop, the price, the delivery fee and any promo are worked out by Dwa at checkout and shown before you confirm. You pay by Mobile Money or in cash on delivery. If an order cannot be completed, the payment is returned as the order page explains.',
      ],
    },
    {
      id: 'payments',
      heading: '5. Payments',
      paragraphs: [
        'Mobile Money payments go through our payment provider, Paystack. You approve each payment on your own phone: Dwa never asks for, and never sees, your Mobile Money PIN. Nobody from Dwa will ever ask you for it; if someone does, it is a scam.',
      ],
    },
    {
      id: 'deliveries',
      heading: '6. Deliveries and rides',
      paragraphs: [
        'Couriers on Dwa work for themselves; Dwa checks them before they start and lets you follow each delivery. The fare is shown before you confirm. Give the courier the handover code only when you have your parcel. If something goes wrong, report it from the delivery page and we will help.',
      ],
    },
    {
      id: 'behaviour',
      heading: '7. Messages, comments and behaviour',
      paragraphs: [
        'Be respectful. Do not send spam, threats, insults, scams or anything indecent, and do not use Dwa to take people off the site to cheat them. You can report a listing, a comment or a person; we look at every report and may remove content or close accounts that break these rules.',
      ],
    },
    {
      id: 'your-content',
      heading: '8. What you post',
      paragraphs: [
        'What you post (photos, descriptions, comments) stays yours. You allow Dwa to show it on Dwa and in previews of Dwa pages (for example when a link is shared on WhatsApp or found in a search engine) for as long as it is on Dwa. Post only what you have the right to post.',
      ],
    },
    {
      id: 'our-part',
      heading: '9. Our part',
      paragraphs: [
        'We work to keep Dwa running, safe and honest, but we cannot check every item, every person or every meeting, and Dwa may sometimes be unavailable. As far as the law of Ghana allows, Dwa is not responsible for losses caused by what buyers, sellers or couriers do, nor for a sale between a buyer and a seller. Nothing in these terms takes away the rights you have as a consumer under the law of Ghana.',
        'We may suspend or close an account that breaks these terms, puts other people at risk or is used for fraud. You can close your account at any time (see the Privacy Policy).',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes and the law',
      paragraphs: [
        'We may change these terms as Dwa changes; the date at the top says when they last changed, and we will tell you in the app or by email before an important change applies to you. These terms are governed by the laws of the Republic of Ghana.',
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      paragraphs: ['Questions about these terms? Write to {email}. We answer from Accra, Monday to Friday.'],
    },
  ],
};
