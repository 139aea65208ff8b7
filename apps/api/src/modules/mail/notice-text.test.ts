import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/locale';
import { en, type NoticeKey } from './notices/en';
import { NOTICE_CATALOGS, noticeText, type NoticeParams } from './notice-text';

// The notices catalog (ADR 076): every notice in English and French with its values filled, the
// nine catalogs alike (keys and placeholders), money as the project writes cedis, words translated.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Values for every placeholder any notice has. */
const SAMPLE: NoticeParams = {
  number: 'DWA-000042',
  total: { pesewas: 125_050 },
  amount: { pesewas: 5_000 },
  buyer: 'Kofi Mensah',
  address: '12 Oxford St, Osu',
  reason: 'Out of stock',
  message: 'Where is it?',
  note: 'Photos show damage.',
  destination: 'MTN MoMo',
  accountName: 'Ama Mensah',
  account: '•••• 4567',
  listing: '"Tecno Camon 20"',
  date: { day: '2026-12-03T10:00:00.000Z' },
  name: 'Esi A.',
  rating: 4,
  item: 'Shoes',
  delivery: { word: 'orderName', values: { number: 'DWA-000042' } },
  vehicle: { word: 'vehicleOkada' },
  id: 7,
  who: { word: 'byRider' },
  because: { word: 'because', values: { reason: 'Flat tyre' } },
  comment: 'Is it still available?',
  count: 3,
  search: '"galaxy"',
  price: { pesewas: 90_000 },
  rule: 'phone number',
};

/** What each notice reads in English and in French, with SAMPLE's values. */
const EXPECTED: Record<NoticeKey, { en: [string, string]; fr: [string, string] }> = {
  orderPlacedCashPickup: {
    en: ['Order DWA-000042 placed', 'You pay GHC 1,250.50 in cash at pickup.'],
    fr: ['Commande DWA-000042 passée', 'Vous payez GHC 1,250.50 en espèces au retrait.'],
  },
  orderPlacedCashDelivery: {
    en: ['Order DWA-000042 placed', 'You pay GHC 1,250.50 in cash on delivery.'],
    fr: ['Commande DWA-000042 passée', 'Vous payez GHC 1,250.50 en espèces à la livraison.'],
  },
  orderNewCashPickup: {
    en: ['New order DWA-000042', 'Kofi Mensah ordered for GHC 1,250.50 (cash at pickup). Accept it to start.'],
    fr: ['Nouvelle commande DWA-000042', 'Kofi Mensah a commandé pour GHC 1,250.50 (espèces au retrait). Acceptez-la pour commencer.'],
  },
  orderNewCashDelivery: {
    en: ['New order DWA-000042', 'Kofi Mensah ordered for GHC 1,250.50 (cash on delivery). Accept it to start.'],
    fr: ['Nouvelle commande DWA-000042', 'Kofi Mensah a commandé pour GHC 1,250.50 (espèces à la livraison). Acceptez-la pour commencer.'],
  },
  orderAwaitingPayment: {
    en: ['Order DWA-000042 is waiting for payment', 'Approve the Mobile Money prompt to pay GHC 1,250.50.'],
    fr: ['La commande DWA-000042 attend le paiement', 'Validez la demande Mobile Money pour payer GHC 1,250.50.'],
  },
  orderPaid: {
    en: ['Payment received for DWA-000042', 'We received GHC 1,250.50. The seller will accept your order soon.'],
    fr: ['Paiement reçu pour DWA-000042', 'Nous avons reçu GHC 1,250.50. Le vendeur acceptera bientôt votre commande.'],
  },
  orderNewPaid: {
    en: ['New paid order DWA-000042', 'Kofi Mensah paid GHC 1,250.50. Accept it to start.'],
    fr: ['Nouvelle commande payée DWA-000042', 'Kofi Mensah a payé GHC 1,250.50. Acceptez-la pour commencer.'],
  },
  orderAccepted: {
    en: ['Order DWA-000042 accepted', 'The seller is preparing your order.'],
    fr: ['Commande DWA-000042 acceptée', 'Le vendeur prépare votre commande.'],
  },
  orderReadyAt: {
    en: ['Order DWA-000042 is ready for pickup', 'Pick it up at 12 Oxford St, Osu, then confirm you received it.'],
    fr: ['La commande DWA-000042 est prête à être retirée', 'Retirez-la à 12 Oxford St, Osu, puis confirmez que vous l’avez reçue.'],
  },
  orderReady: {
    en: ['Order DWA-000042 is ready for pickup', 'Pick it up at the seller’s address, then confirm you received it.'],
    fr: ['La commande DWA-000042 est prête à être retirée', 'Retirez-la à l’adresse du vendeur, puis confirmez que vous l’avez reçue.'],
  },
  orderAwaitingCourier: {
    en: [
      'Order DWA-000042 is waiting for a courier',
      'The seller asked for a Dwa courier. Follow it on the order page, and give the courier your handover code at the door.',
    ],
    fr: [
      'La commande DWA-000042 attend un coursier',
      'Le vendeur a demandé un coursier Dwa. Suivez-le sur la page de la commande et donnez au coursier votre code de remise à la porte.',
    ],
  },
  orderDelivered: {
    en: ['Order DWA-000042 delivered', 'Confirm all is well, or request a return within 7 days.'],
    fr: ['Commande DWA-000042 livrée', 'Confirmez que tout va bien, ou demandez un retour sous 7 jours.'],
  },
  orderDeliveredSeller: {
    en: ['Order DWA-000042 delivered', 'Kofi Mensah has received the order.'],
    fr: ['Commande DWA-000042 livrée', 'Kofi Mensah a reçu la commande.'],
  },
  orderCompleted: {
    en: ['Order DWA-000042 completed', 'Kofi Mensah confirmed the order.'],
    fr: ['Commande DWA-000042 terminée', 'Kofi Mensah a confirmé la commande.'],
  },
  orderCancelled: {
    en: ['Order DWA-000042 cancelled', 'The order was cancelled.'],
    fr: ['Commande DWA-000042 annulée', 'La commande a été annulée.'],
  },
  orderCancelledBecause: { en: ['Order DWA-000042 cancelled', 'Out of stock'], fr: ['Commande DWA-000042 annulée', 'Out of stock'] },
  orderReturnRequested: {
    en: ['Return requested for DWA-000042', 'The buyer asked to return the order.'],
    fr: ['Retour demandé pour DWA-000042', 'L’acheteur a demandé à retourner la commande.'],
  },
  orderReturnRequestedBecause: {
    en: ['Return requested for DWA-000042', 'Out of stock'],
    fr: ['Retour demandé pour DWA-000042', 'Out of stock'],
  },
  orderReturnDeclined: {
    en: ['Return declined for DWA-000042', 'The seller declined the return. Contact support if you disagree.'],
    fr: ['Retour refusé pour DWA-000042', 'Le vendeur a refusé le retour. Contactez le support si vous n’êtes pas d’accord.'],
  },
  orderReturned: {
    en: ['Return received for DWA-000042', 'The seller has the item back; your refund follows.'],
    fr: ['Retour reçu pour DWA-000042', 'Le vendeur a récupéré l’article ; votre remboursement suit.'],
  },
  orderRefunded: {
    en: ['Order DWA-000042 refunded', 'GHC 1,250.50 was refunded.'],
    fr: ['Commande DWA-000042 remboursée', 'GHC 1,250.50 a été remboursé.'],
  },
  disputeOpened: {
    en: [
      'Order DWA-000042 is disputed',
      'The buyer opened a dispute (Out of stock). Its payment is held until Dwa decides: add your side.',
    ],
    fr: [
      'La commande DWA-000042 est contestée',
      'L’acheteur a ouvert un litige (Out of stock). Son paiement est retenu jusqu’à la décision de Dwa : donnez votre version.',
    ],
  },
  disputeMessage: {
    en: ['New message on the dispute of order DWA-000042', 'Where is it?'],
    fr: ['Nouveau message sur le litige de la commande DWA-000042', 'Where is it?'],
  },
  disputeReleased: {
    en: ['Dispute on order DWA-000042 resolved', 'The payment is released to the seller. Photos show damage.'],
    fr: ['Litige sur la commande DWA-000042 résolu', 'Le paiement est versé au vendeur. Photos show damage.'],
  },
  disputeRefunded: {
    en: ['Dispute on order DWA-000042 resolved', 'GHC 50.00 is refunded to the buyer. Photos show damage.'],
    fr: ['Litige sur la commande DWA-000042 résolu', 'GHC 50.00 est remboursé à l’acheteur. Photos show damage.'],
  },
  disputePartlyRefunded: {
    en: [
      'Dispute on order DWA-000042 resolved',
      'GHC 50.00 is refunded to the buyer; the rest is released to the seller. Photos show damage.',
    ],
    fr: [
      'Litige sur la commande DWA-000042 résolu',
      'GHC 50.00 est remboursé à l’acheteur ; le reste est versé au vendeur. Photos show damage.',
    ],
  },
  payoutPaid: {
    en: ['GHC 50.00 paid out', 'Your payout of GHC 50.00 was sent to MTN MoMo (Ama Mensah).'],
    fr: ['GHC 50.00 versé', 'Votre versement de GHC 50.00 a été envoyé à MTN MoMo (Ama Mensah).'],
  },
  payoutReversed: {
    en: ['A payout came back', 'Your payout of GHC 50.00 was reversed (Out of stock). The money is back in your earnings.'],
    fr: ['Un versement est revenu', 'Votre versement de GHC 50.00 a été annulé (Out of stock). L’argent est de retour dans vos gains.'],
  },
  payoutFailed: {
    en: [
      'A payout did not go through',
      'Your payout of GHC 50.00 failed (Out of stock). The money is back in your earnings: check your payout details and try again.',
    ],
    fr: [
      'Un versement n’a pas abouti',
      'Votre versement de GHC 50.00 a échoué (Out of stock). L’argent est de retour dans vos gains : vérifiez vos coordonnées de versement et réessayez.',
    ],
  },
  payoutMethodChanged: {
    en: [
      'Your payout details changed',
      'Payouts now go to Ama Mensah (•••• 4567). For your safety they resume in 24 hours. If you did not make this change, change your password and contact support now.',
    ],
    fr: [
      'Vos coordonnées de versement ont changé',
      'Les versements vont désormais à Ama Mensah (•••• 4567). Pour votre sécurité, ils reprennent dans 24 heures. Si vous n’avez pas fait ce changement, changez votre mot de passe et contactez le support maintenant.',
    ],
  },
  listingExpiresSoon: {
    en: ['Your listing "Tecno Camon 20" expires on 3 December 2026', 'Renew it with one tap to keep it in search, or mark it as sold.'],
    fr: [
      'Votre annonce "Tecno Camon 20" expire le 3 décembre 2026',
      'Renouvelez-la d’un geste pour la garder dans la recherche, ou marquez-la comme vendue.',
    ],
  },
  listingExpired: {
    en: ['Your listing "Tecno Camon 20" has expired', 'It no longer shows in search. Renew it with one tap, or repost it.'],
    fr: ['Votre annonce "Tecno Camon 20" a expiré', 'Elle n’apparaît plus dans la recherche. Renouvelez-la d’un geste, ou republiez-la.'],
  },
  dealRateIt: {
    en: ['Rate your deal: "Tecno Camon 20"', 'The seller marked this ad as sold to you. A few words about the deal help other buyers.'],
    fr: [
      'Notez votre affaire : "Tecno Camon 20"',
      'Le vendeur a indiqué vous avoir vendu cet article. Quelques mots sur l’affaire aident les autres acheteurs.',
    ],
  },
  dealReviewed: {
    en: ['Esi A. reviewed your sale of "Tecno Camon 20"', '4 of 5 stars. You can reply once, publicly.'],
    fr: ['Esi A. a donné son avis sur votre vente de "Tecno Camon 20"', '4 étoiles sur 5. Vous pouvez répondre une fois, publiquement.'],
  },
  deliveryJobCancelled: {
    en: ['Job cancelled: Shoes (Order DWA-000042)', 'This job was cancelled. Do not pick it up; it has left your Accepted Jobs.'],
    fr: [
      'Course annulée : Shoes (Commande DWA-000042)',
      'Cette course a été annulée. Ne la récupérez pas ; elle a quitté vos courses acceptées.',
    ],
  },
  rideCancelledForDriver: {
    en: [
      'Ride cancelled: Okada ride to 12 Oxford St, Osu (#7)',
      'The rider cancelled this ride. Do not go to the pickup; it has left your My Rides. Reason: Flat tyre',
    ],
    fr: [
      'Trajet annulé : okada vers 12 Oxford St, Osu (n° 7)',
      'Le passager a annulé ce trajet. N’allez pas au point de prise en charge ; il a quitté vos trajets. Motif : Flat tyre',
    ],
  },
  rideCancelledBySupport: {
    en: ['Your Okada ride to 12 Oxford St, Osu was cancelled by Dwa support', 'You will not be charged. Reason: Flat tyre'],
    fr: ['Votre trajet en okada vers 12 Oxford St, Osu a été annulé par le support Dwa', 'Vous ne serez pas facturé. Motif : Flat tyre'],
  },
  rideGivenUp: {
    en: ['Your driver gave up your Okada ride to 12 Oxford St, Osu', 'We are looking for another driver. Reason: Out of stock'],
    fr: [
      'Votre chauffeur a abandonné votre trajet en okada vers 12 Oxford St, Osu',
      'Nous cherchons un autre chauffeur. Motif : Out of stock',
    ],
  },
  idVerified: {
    en: ['Your identity is verified.', 'Your seller page and your listings now show the ID verified badge.'],
    fr: ['Votre identité est vérifiée.', 'Votre page vendeur et vos annonces affichent maintenant le badge « identité vérifiée ».'],
  },
  idRejected: {
    en: ['Your identity check was not approved.', 'Reason: Out of stock. You can try again with a new selfie and card photo.'],
    fr: [
      'Votre vérification d’identité n’a pas été approuvée.',
      'Motif : Out of stock. Vous pouvez réessayer avec un nouveau selfie et une nouvelle photo de la carte.',
    ],
  },
  idRejectedPlain: {
    en: ['Your identity check was not approved.', 'You can try again with a new selfie and card photo.'],
    fr: [
      'Votre vérification d’identité n’a pas été approuvée.',
      'Vous pouvez réessayer avec un nouveau selfie et une nouvelle photo de la carte.',
    ],
  },
  commentReplied: {
    en: ['Esi A. replied to your comment on "Tecno Camon 20"', 'Is it still available?'],
    fr: ['Esi A. a répondu à votre commentaire sur "Tecno Camon 20"', 'Is it still available?'],
  },
  commentOnListing: {
    en: ['Esi A. commented on your listing "Tecno Camon 20"', 'Is it still available?'],
    fr: ['Esi A. a commenté votre annonce "Tecno Camon 20"', 'Is it still available?'],
  },
  likedOne: { en: ['Esi A. liked your listing "Tecno Camon 20"', ''], fr: ['Esi A. aime votre annonce "Tecno Camon 20"', ''] },
  likedMany: { en: ['3 people liked your listing "Tecno Camon 20"', ''], fr: ['3 personnes aiment votre annonce "Tecno Camon 20"', ''] },
  messageNew: { en: ['New message from Esi A.', 'Where is it?'], fr: ['Nouveau message de Esi A.', 'Where is it?'] },
  messagesNew: { en: ['3 new messages from Esi A.', 'Where is it?'], fr: ['3 nouveaux messages de Esi A.', 'Where is it?'] },
  listingInReview: {
    en: [
      'Your listing "Tecno Camon 20" is under review',
      'Several people reported it, so it is hidden until a moderator has looked at it.',
    ],
    fr: [
      'Votre annonce "Tecno Camon 20" est en cours d’examen',
      'Plusieurs personnes l’ont signalée : elle est masquée jusqu’à ce qu’un modérateur l’ait examinée.',
    ],
  },
  listingApproved: {
    en: ['Your listing "Tecno Camon 20" was approved', 'It is now live on Dwa.'],
    fr: ['Votre annonce "Tecno Camon 20" a été approuvée', 'Elle est maintenant en ligne sur Dwa.'],
  },
  listingLiveAgain: {
    en: ['Your listing "Tecno Camon 20" is live again', 'A moderator reviewed the reports about it and it is visible again.'],
    fr: [
      'Votre annonce "Tecno Camon 20" est de nouveau en ligne',
      'Un modérateur a examiné les signalements à son sujet et elle est de nouveau visible.',
    ],
  },
  listingTakenDown: {
    en: [
      'Your listing "Tecno Camon 20" was taken down',
      'A moderator reviewed reports about it and deactivated it. Please contact support if you think this is a mistake.',
    ],
    fr: [
      'Votre annonce "Tecno Camon 20" a été retirée',
      'Un modérateur a examiné les signalements à son sujet et l’a désactivée. Contactez le support si vous pensez qu’il s’agit d’une erreur.',
    ],
  },
  listingTakenDownBecause: {
    en: ['Your listing "Tecno Camon 20" was taken down', 'A moderator deactivated it. Reason: Out of stock'],
    fr: ['Votre annonce "Tecno Camon 20" a été retirée', 'Un modérateur l’a désactivée. Motif : Out of stock'],
  },
  listingRefused: {
    en: ['Your listing "Tecno Camon 20" was not approved', 'Reason: Out of stock'],
    fr: ['Votre annonce "Tecno Camon 20" n’a pas été approuvée', 'Motif : Out of stock'],
  },
  listingReinstated: {
    en: ['Your listing "Tecno Camon 20" is live again', 'A moderator put it back on Dwa.'],
    fr: ['Votre annonce "Tecno Camon 20" est de nouveau en ligne', 'Un modérateur l’a remise sur Dwa.'],
  },
  listingHeldByRule: {
    en: ['Your listing "Tecno Camon 20" is waiting for review', 'A moderator will check it before it goes live (phone number).'],
    fr: ['Votre annonce "Tecno Camon 20" attend un examen', 'Un modérateur la vérifiera avant sa mise en ligne (phone number).'],
  },
  sellerApproved: {
    en: ['You can now sell on Dwa', 'Your seller application was approved. Post your first listing.'],
    fr: ['Vous pouvez maintenant vendre sur Dwa', 'Votre demande de vendeur a été approuvée. Publiez votre première annonce.'],
  },
  sellerRefused: {
    en: ['Your seller application was not approved', 'Contact support to learn more. You can apply again.'],
    fr: ['Votre demande de vendeur n’a pas été approuvée', 'Contactez le support pour en savoir plus. Vous pouvez refaire une demande.'],
  },
  sellerRefusedBecause: {
    en: ['Your seller application was not approved', 'Out of stock'],
    fr: ['Votre demande de vendeur n’a pas été approuvée', 'Out of stock'],
  },
  courierApproved: {
    en: ['You are now a Dwa courier', 'Go online on the delivery dashboard to see jobs.'],
    fr: ['Vous êtes maintenant coursier Dwa', 'Passez en ligne sur le tableau de bord des livraisons pour voir les courses.'],
  },
  courierRejected: {
    en: ['Your courier application was not approved', 'Contact support to learn more. You can apply again.'],
    fr: [
      'Votre candidature de coursier n’a pas été approuvée',
      'Contactez le support pour en savoir plus. Vous pouvez postuler à nouveau.',
    ],
  },
  savedSearchNew: {
    en: ['New listing for your saved search "galaxy"', '"Tecno Camon 20"'],
    fr: ['Nouvelle annonce pour votre recherche enregistrée "galaxy"', '"Tecno Camon 20"'],
  },
  savedSearchPriceDrop: {
    en: ['Price drop: "Tecno Camon 20" now GHC 900.00', 'For your saved search "galaxy"'],
    fr: ['Baisse de prix : "Tecno Camon 20" maintenant à GHC 900.00', 'Pour votre recherche enregistrée "galaxy"'],
  },
  savedSearchDigestOne: {
    en: ['1 new listing for your saved search "galaxy"', ''],
    fr: ['1 nouvelle annonce pour votre recherche enregistrée "galaxy"', ''],
  },
  savedSearchDigestMany: {
    en: ['3 new listings for your saved search "galaxy"', ''],
    fr: ['3 nouvelles annonces pour votre recherche enregistrée "galaxy"', ''],
  },
};

describe('every notice', () => {
  it.each(Object.keys(en.notices) as NoticeKey[])('%s reads in English and in French', (key) => {
    const expected = EXPECTED[key];
    for (const locale of ['en', 'fr'] as const) {
      const text = noticeText({ key, params: SAMPLE }, locale);
      expect([text.title, text.body], `${locale}.${key}`).toEqual(expected[locale]);
    }
  });

  it('has the same notices, words and placeholders in all nine catalogs, each translated', () => {
    expect(Object.keys(NOTICE_CATALOGS).sort()).toEqual([...LOCALES].sort());
    for (const [locale, catalog] of Object.entries(NOTICE_CATALOGS)) {
      expect(Object.keys(catalog.notices).sort(), locale).toEqual(Object.keys(en.notices).sort());
      expect(Object.keys(catalog.words).sort(), locale).toEqual(Object.keys(en.words).sort());
      for (const [key, entry] of Object.entries(catalog.notices)) {
        const source = en.notices[key as NoticeKey];
        for (const part of ['title', 'body'] as const) {
          // A notice with no body (its title says it all) has none in any language.
          if (source[part] === '') expect(entry[part], `${locale}.${key}.${part}`).toBe('');
          else expect(entry[part].trim().length, `${locale}.${key}.${part}`).toBeGreaterThan(0);
          expect(placeholders(entry[part]), `${locale}.${key}.${part}`).toEqual(placeholders(source[part]));
        }
        // Only a notice that is nothing but a person's own words ({reason}, {message}) may read alike.
        if (locale !== 'en' && source.body !== '{reason}' && source.body !== '{message}')
          expect(entry, `${locale}.${key} is still English`).not.toEqual(source);
      }
      for (const [key, text] of Object.entries(catalog.words))
        expect(placeholders(text), `${locale}.words.${key}`).toEqual(placeholders(en.words[key as keyof typeof en.words]));
      // Every placeholder is filled for every language (no {name} is left over).
      for (const key of Object.keys(en.notices) as NoticeKey[]) {
        const text = noticeText({ key, params: SAMPLE }, locale as (typeof LOCALES)[number]);
        expect(`${text.title} ${text.body}`, `${locale}.${key}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('writes money as the project writes cedis in every language, and a day in the language', () => {
    expect(noticeText({ key: 'orderRefunded', params: { number: 'DWA-1', total: { pesewas: 250_050 } } }, 'de').body).toBe(
      'GHC 2,500.50 wurde erstattet.',
    );
    expect(noticeText({ key: 'listingExpiresSoon', params: { listing: '"X"', date: { day: '2026-12-03' } } }, 'de').title).toBe(
      'Ihre Anzeige "X" läuft am 3. Dezember 2026 ab',
    );
    expect(noticeText({ key: 'rideCancelledForDriver', params: { ...SAMPLE, because: '' } }, 'en').body).toBe(
      'The rider cancelled this ride. Do not go to the pickup; it has left your My Rides.',
    );
  });
});
