// English, the source of every notice's words (ADR 076): the in-app notification's title and body,
// its push and its mail. A key added here must be added to every other catalog in this folder: the
// NoticeCatalog type refuses one that lacks it. Placeholders are {name}, filled in as plain text;
// money ({total}, {amount}) is written the way the project writes cedis (formatGhc: GHC 1,250.00).
// A notice whose body is '' has none (the bell shows the title alone); its translations say '' too.
// What a person wrote (a comment, a message, a listing's or a search's title, a reason) is a value,
// never part of the text: it reads as they wrote it in every language.

export const en = {
  notices: {
    orderPlacedCashPickup: { title: 'Order {number} placed', body: 'You pay {total} in cash at pickup.' },
    orderPlacedCashDelivery: { title: 'Order {number} placed', body: 'You pay {total} in cash on delivery.' },
    orderNewCashPickup: { title: 'New order {number}', body: '{buyer} ordered for {total} (cash at pickup). Accept it to start.' },
    orderNewCashDelivery: { title: 'New order {number}', body: '{buyer} ordered for {total} (cash on delivery). Accept it to start.' },
    orderAwaitingPayment: { title: 'Order {number} is waiting for payment', body: 'Approve the Mobile Money prompt to pay {total}.' },
    orderPaid: { title: 'Payment received for {number}', body: 'We received {total}. The seller will accept your order soon.' },
    orderNewPaid: { title: 'New paid order {number}', body: '{buyer} paid {total}. Accept it to start.' },
    orderAccepted: { title: 'Order {number} accepted', body: 'The seller is preparing your order.' },
    orderReadyAt: { title: 'Order {number} is ready for pickup', body: 'Pick it up at {address}, then confirm you received it.' },
    orderReady: { title: 'Order {number} is ready for pickup', body: 'Pick it up at the seller’s address, then confirm you received it.' },
    orderAwaitingCourier: {
      title: 'Order {number} is waiting for a courier',
      body: 'The seller asked for a Dwa courier. Follow it on the order page, and give the courier your handover code at the door.',
    },
    orderDelivered: { title: 'Order {number} delivered', body: 'Confirm all is well, or request a return within 7 days.' },
    orderDeliveredSeller: { title: 'Order {number} delivered', body: '{buyer} has received the order.' },
    orderCompleted: { title: 'Order {number} completed', body: '{buyer} confirmed the order.' },
    orderCancelled: { title: 'Order {number} cancelled', body: 'The order was cancelled.' },
    orderCancelledBecause: { title: 'Order {number} cancelled', body: '{reason}' },
    orderReturnRequested: { title: 'Return requested for {number}', body: 'The buyer asked to return the order.' },
    orderReturnRequestedBecause: { title: 'Return requested for {number}', body: '{reason}' },
    orderReturnDeclined: {
      title: 'Return declined for {number}',
      body: 'The seller declined the return. Contact support if you disagree.',
    },
    orderReturned: { title: 'Return received for {number}', body: 'The seller has the item back; your refund follows.' },
    orderRefunded: { title: 'Order {number} refunded', body: '{total} was refunded.' },
    disputeOpened: {
      title: 'Order {number} is disputed',
      body: 'The buyer opened a dispute ({reason}). Its payment is held until Dwa decides: add your side.',
    },
    disputeMessage: { title: 'New message on the dispute of order {number}', body: '{message}' },
    disputeReleased: { title: 'Dispute on order {number} resolved', body: 'The payment is released to the seller. {note}' },
    disputeRefunded: { title: 'Dispute on order {number} resolved', body: '{amount} is refunded to the buyer. {note}' },
    disputePartlyRefunded: {
      title: 'Dispute on order {number} resolved',
      body: '{amount} is refunded to the buyer; the rest is released to the seller. {note}',
    },
    payoutPaid: { title: '{amount} paid out', body: 'Your payout of {amount} was sent to {destination} ({accountName}).' },
    payoutReversed: {
      title: 'A payout came back',
      body: 'Your payout of {amount} was reversed ({reason}). The money is back in your earnings.',
    },
    payoutFailed: {
      title: 'A payout did not go through',
      body: 'Your payout of {amount} failed ({reason}). The money is back in your earnings: check your payout details and try again.',
    },
    payoutMethodChanged: {
      title: 'Your payout details changed',
      body: 'Payouts now go to {accountName} ({account}). For your safety they resume in 24 hours. If you did not make this change, change your password and contact support now.',
    },
    listingExpiresSoon: {
      title: 'Your listing {listing} expires on {date}',
      body: 'Renew it with one tap to keep it in search, or mark it as sold.',
    },
    listingExpired: {
      title: 'Your listing {listing} has expired',
      body: 'It no longer shows in search. Renew it with one tap, or repost it.',
    },
    dealRateIt: {
      title: 'Rate your deal: {listing}',
      body: 'The seller marked this ad as sold to you. A few words about the deal help other buyers.',
    },
    dealReviewed: { title: '{name} reviewed your sale of {listing}', body: '{rating} of 5 stars. You can reply once, publicly.' },
    deliveryJobCancelled: {
      title: 'Job cancelled: {item} ({delivery})',
      body: 'This job was cancelled. Do not pick it up; it has left your Accepted Jobs.',
    },
    rideCancelledForDriver: {
      title: 'Ride cancelled: {vehicle} ride to {address} (#{id})',
      body: '{who} cancelled this ride. Do not go to the pickup; it has left your My Rides.{because}',
    },
    rideCancelledBySupport: {
      title: 'Your {vehicle} ride to {address} was cancelled by Dwa support',
      body: 'You will not be charged.{because}',
    },
    rideGivenUp: {
      title: 'Your driver gave up your {vehicle} ride to {address}',
      body: 'We are looking for another driver. Reason: {reason}',
    },
    idVerified: { title: 'Your identity is verified.', body: 'Your seller page and your listings now show the ID verified badge.' },
    idRejected: {
      title: 'Your identity check was not approved.',
      body: 'Reason: {reason}. You can try again with a new selfie and card photo.',
    },
    idRejectedPlain: { title: 'Your identity check was not approved.', body: 'You can try again with a new selfie and card photo.' },
    commentReplied: { title: '{name} replied to your comment on {listing}', body: '{comment}' },
    commentOnListing: { title: '{name} commented on your listing {listing}', body: '{comment}' },
    likedOne: { title: '{name} liked your listing {listing}', body: '' },
    likedMany: { title: '{count} people liked your listing {listing}', body: '' },
    messageNew: { title: 'New message from {name}', body: '{message}' },
    messagesNew: { title: '{count} new messages from {name}', body: '{message}' },
    listingInReview: {
      title: 'Your listing {listing} is under review',
      body: 'Several people reported it, so it is hidden until a moderator has looked at it.',
    },
    listingApproved: { title: 'Your listing {listing} was approved', body: 'It is now live on Dwa.' },
    listingLiveAgain: {
      title: 'Your listing {listing} is live again',
      body: 'A moderator reviewed the reports about it and it is visible again.',
    },
    listingTakenDown: {
      title: 'Your listing {listing} was taken down',
      body: 'A moderator reviewed reports about it and deactivated it. Please contact support if you think this is a mistake.',
    },
    listingTakenDownBecause: { title: 'Your listing {listing} was taken down', body: 'A moderator deactivated it. Reason: {reason}' },
    listingRefused: { title: 'Your listing {listing} was not approved', body: 'Reason: {reason}' },
    listingReinstated: { title: 'Your listing {listing} is live again', body: 'A moderator put it back on Dwa.' },
    listingHeldByRule: {
      title: 'Your listing {listing} is waiting for review',
      body: 'A moderator will check it before it goes live ({rule}).',
    },
    sellerApproved: { title: 'You can now sell on Dwa', body: 'Your seller application was approved. Post your first listing.' },
    sellerRefused: { title: 'Your seller application was not approved', body: 'Contact support to learn more. You can apply again.' },
    sellerRefusedBecause: { title: 'Your seller application was not approved', body: '{reason}' },
    courierApproved: { title: 'You are now a Dwa courier', body: 'Go online on the delivery dashboard to see jobs.' },
    courierRejected: { title: 'Your courier application was not approved', body: 'Contact support to learn more. You can apply again.' },
    savedSearchNew: { title: 'New listing for your saved search {search}', body: '{listing}' },
    savedSearchPriceDrop: { title: 'Price drop: {listing} now {price}', body: 'For your saved search {search}' },
    savedSearchDigestOne: { title: '1 new listing for your saved search {search}', body: '' },
    savedSearchDigestMany: { title: '{count} new listings for your saved search {search}', body: '' },
  },
  /** Words a notice's values name ({ word: key }), written in the reader's language too. */
  words: {
    reasonNotReceived: 'not received',
    reasonNotAsDescribed: 'not as described',
    reasonDamaged: 'damaged',
    transferReversed: 'The transfer was reversed.',
    transferFailed: 'The transfer failed.',
    vehicleOkada: 'Okada',
    vehicleTricycle: 'Tricycle',
    vehicleCar: 'Car',
    byRider: 'The rider',
    bySupport: 'Dwa support',
    because: ' Reason: {reason}',
    orderName: 'Order {number}',
    deliveryName: 'Delivery #{id}',
  },
} as const;

export type NoticeKey = keyof typeof en.notices;
export type NoticeWord = keyof typeof en.words;
export type NoticeCatalog = { notices: Record<NoticeKey, { title: string; body: string }>; words: Record<NoticeWord, string> };
