import type { NoticeCatalog } from './en';

export const fr: NoticeCatalog = {
  notices: {
    orderPlacedCashPickup: { title: 'Commande {number} passée', body: 'Vous payez {total} en espèces au retrait.' },
    orderPlacedCashDelivery: { title: 'Commande {number} passée', body: 'Vous payez {total} en espèces à la livraison.' },
    orderNewCashPickup: {
      title: 'Nouvelle commande {number}',
      body: '{buyer} a commandé pour {total} (espèces au retrait). Acceptez-la pour commencer.',
    },
    orderNewCashDelivery: {
      title: 'Nouvelle commande {number}',
      body: '{buyer} a commandé pour {total} (espèces à la livraison). Acceptez-la pour commencer.',
    },
    orderAwaitingPayment: { title: 'La commande {number} attend le paiement', body: 'Validez la demande Mobile Money pour payer {total}.' },
    orderPaid: { title: 'Paiement reçu pour {number}', body: 'Nous avons reçu {total}. Le vendeur acceptera bientôt votre commande.' },
    orderNewPaid: { title: 'Nouvelle commande payée {number}', body: '{buyer} a payé {total}. Acceptez-la pour commencer.' },
    orderAccepted: { title: 'Commande {number} acceptée', body: 'Le vendeur prépare votre commande.' },
    orderReadyAt: {
      title: 'La commande {number} est prête à être retirée',
      body: 'Retirez-la à {address}, puis confirmez que vous l’avez reçue.',
    },
    orderReady: {
      title: 'La commande {number} est prête à être retirée',
      body: 'Retirez-la à l’adresse du vendeur, puis confirmez que vous l’avez reçue.',
    },
    orderAwaitingCourier: {
      title: 'La commande {number} attend un coursier',
      body: 'Le vendeur a demandé un coursier Dwa. Suivez-le sur la page de la commande et donnez au coursier votre code de remise à la porte.',
    },
    orderDelivered: { title: 'Commande {number} livrée', body: 'Confirmez que tout va bien, ou demandez un retour sous 7 jours.' },
    orderDeliveredSeller: { title: 'Commande {number} livrée', body: '{buyer} a reçu la commande.' },
    orderCompleted: { title: 'Commande {number} terminée', body: '{buyer} a confirmé la commande.' },
    orderCancelled: { title: 'Commande {number} annulée', body: 'La commande a été annulée.' },
    orderCancelledBecause: { title: 'Commande {number} annulée', body: '{reason}' },
    orderReturnRequested: { title: 'Retour demandé pour {number}', body: 'L’acheteur a demandé à retourner la commande.' },
    orderReturnRequestedBecause: { title: 'Retour demandé pour {number}', body: '{reason}' },
    orderReturnDeclined: {
      title: 'Retour refusé pour {number}',
      body: 'Le vendeur a refusé le retour. Contactez le support si vous n’êtes pas d’accord.',
    },
    orderReturned: { title: 'Retour reçu pour {number}', body: 'Le vendeur a récupéré l’article ; votre remboursement suit.' },
    orderRefunded: { title: 'Commande {number} remboursée', body: '{total} a été remboursé.' },
    disputeOpened: {
      title: 'La commande {number} est contestée',
      body: 'L’acheteur a ouvert un litige ({reason}). Son paiement est retenu jusqu’à la décision de Dwa : donnez votre version.',
    },
    disputeMessage: { title: 'Nouveau message sur le litige de la commande {number}', body: '{message}' },
    disputeReleased: { title: 'Litige sur la commande {number} résolu', body: 'Le paiement est versé au vendeur. {note}' },
    disputeRefunded: { title: 'Litige sur la commande {number} résolu', body: '{amount} est remboursé à l’acheteur. {note}' },
    disputePartlyRefunded: {
      title: 'Litige sur la commande {number} résolu',
      body: '{amount} est remboursé à l’acheteur ; le reste est versé au vendeur. {note}',
    },
    payoutPaid: { title: '{amount} versé', body: 'Votre versement de {amount} a été envoyé à {destination} ({accountName}).' },
    payoutReversed: {
      title: 'Un versement est revenu',
      body: 'Votre versement de {amount} a été annulé ({reason}). L’argent est de retour dans vos gains.',
    },
    payoutFailed: {
      title: 'Un versement n’a pas abouti',
      body: 'Votre versement de {amount} a échoué ({reason}). L’argent est de retour dans vos gains : vérifiez vos coordonnées de versement et réessayez.',
    },
    payoutMethodChanged: {
      title: 'Vos coordonnées de versement ont changé',
      body: 'Les versements vont désormais à {accountName} ({account}). Pour votre sécurité, ils reprennent dans 24 heures. Si vous n’avez pas fait ce changement, changez votre mot de passe et contactez le support maintenant.',
    },
    listingExpiresSoon: {
      title: 'Votre annonce {listing} expire le {date}',
      body: 'Renouvelez-la d’un geste pour la garder dans la recherche, ou marquez-la comme vendue.',
    },
    listingExpired: {
      title: 'Votre annonce {listing} a expiré',
      body: 'Elle n’apparaît plus dans la recherche. Renouvelez-la d’un geste, ou republiez-la.',
    },
    dealRateIt: {
      title: 'Notez votre affaire : {listing}',
      body: 'Le vendeur a indiqué vous avoir vendu cet article. Quelques mots sur l’affaire aident les autres acheteurs.',
    },
    dealReviewed: {
      title: '{name} a donné son avis sur votre vente de {listing}',
      body: '{rating} étoiles sur 5. Vous pouvez répondre une fois, publiquement.',
    },
    deliveryJobCancelled: {
      title: 'Course annulée : {item} ({delivery})',
      body: 'Cette course a été annulée. Ne la récupérez pas ; elle a quitté vos courses acceptées.',
    },
    rideCancelledForDriver: {
      title: 'Trajet annulé : {vehicle} vers {address} (n° {id})',
      body: '{who} a annulé ce trajet. N’allez pas au point de prise en charge ; il a quitté vos trajets.{because}',
    },
    rideCancelledBySupport: {
      title: 'Votre trajet en {vehicle} vers {address} a été annulé par le support Dwa',
      body: 'Vous ne serez pas facturé.{because}',
    },
    rideGivenUp: {
      title: 'Votre chauffeur a abandonné votre trajet en {vehicle} vers {address}',
      body: 'Nous cherchons un autre chauffeur. Motif : {reason}',
    },
    idVerified: {
      title: 'Votre identité est vérifiée.',
      body: 'Votre page vendeur et vos annonces affichent maintenant le badge « identité vérifiée ».',
    },
    idRejected: {
      title: 'Votre vérification d’identité n’a pas été approuvée.',
      body: 'Motif : {reason}. Vous pouvez réessayer avec un nouveau selfie et une nouvelle photo de la carte.',
    },
    idRejectedPlain: {
      title: 'Votre vérification d’identité n’a pas été approuvée.',
      body: 'Vous pouvez réessayer avec un nouveau selfie et une nouvelle photo de la carte.',
    },
    commentReplied: { title: '{name} a répondu à votre commentaire sur {listing}', body: '{comment}' },
    commentOnListing: { title: '{name} a commenté votre annonce {listing}', body: '{comment}' },
    likedOne: { title: '{name} aime votre annonce {listing}', body: '' },
    likedMany: { title: '{count} personnes aiment votre annonce {listing}', body: '' },
    messageNew: { title: 'Nouveau message de {name}', body: '{message}' },
    messagesNew: { title: '{count} nouveaux messages de {name}', body: '{message}' },
    listingInReview: {
      title: 'Votre annonce {listing} est en cours d’examen',
      body: 'Plusieurs personnes l’ont signalée : elle est masquée jusqu’à ce qu’un modérateur l’ait examinée.',
    },
    listingApproved: { title: 'Votre annonce {listing} a été approuvée', body: 'Elle est maintenant en ligne sur Dwa.' },
    listingLiveAgain: {
      title: 'Votre annonce {listing} est de nouveau en ligne',
      body: 'Un modérateur a examiné les signalements à son sujet et elle est de nouveau visible.',
    },
    listingTakenDown: {
      title: 'Votre annonce {listing} a été retirée',
      body: 'Un modérateur a examiné les signalements à son sujet et l’a désactivée. Contactez le support si vous pensez qu’il s’agit d’une erreur.',
    },
    listingTakenDownBecause: { title: 'Votre annonce {listing} a été retirée', body: 'Un modérateur l’a désactivée. Motif : {reason}' },
    listingRefused: { title: 'Votre annonce {listing} n’a pas été approuvée', body: 'Motif : {reason}' },
    listingReinstated: { title: 'Votre annonce {listing} est de nouveau en ligne', body: 'Un modérateur l’a remise sur Dwa.' },
    listingHeldByRule: {
      title: 'Votre annonce {listing} attend un examen',
      body: 'Un modérateur la vérifiera avant sa mise en ligne ({rule}).',
    },
    sellerApproved: {
      title: 'Vous pouvez maintenant vendre sur Dwa',
      body: 'Votre demande de vendeur a été approuvée. Publiez votre première annonce.',
    },
    sellerRefused: {
      title: 'Votre demande de vendeur n’a pas été approuvée',
      body: 'Contactez le support pour en savoir plus. Vous pouvez refaire une demande.',
    },
    sellerRefusedBecause: { title: 'Votre demande de vendeur n’a pas été approuvée', body: '{reason}' },
    courierApproved: {
      title: 'Vous êtes maintenant coursier Dwa',
      body: 'Passez en ligne sur le tableau de bord des livraisons pour voir les courses.',
    },
    courierRejected: {
      title: 'Votre candidature de coursier n’a pas été approuvée',
      body: 'Contactez le support pour en savoir plus. Vous pouvez postuler à nouveau.',
    },
    savedSearchNew: { title: 'Nouvelle annonce pour votre recherche enregistrée {search}', body: '{listing}' },
    savedSearchPriceDrop: { title: 'Baisse de prix : {listing} maintenant à {price}', body: 'Pour votre recherche enregistrée {search}' },
    savedSearchDigestOne: { title: '1 nouvelle annonce pour votre recherche enregistrée {search}', body: '' },
    savedSearchDigestMany: { title: '{count} nouvelles annonces pour votre recherche enregistrée {search}', body: '' },
  },
  words: {
    reasonNotReceived: 'non reçu',
    reasonNotAsDescribed: 'non conforme à la description',
    reasonDamaged: 'endommagé',
    transferReversed: 'Le virement a été annulé.',
    transferFailed: 'Le virement a échoué.',
    vehicleOkada: 'okada',
    vehicleTricycle: 'tricycle',
    vehicleCar: 'voiture',
    byRider: 'Le passager',
    bySupport: 'Le support Dwa',
    because: ' Motif : {reason}',
    orderName: 'Commande {number}',
    deliveryName: 'Livraison n° {id}',
  },
};
