import {
  DELIVERY_CAPTION_MAX,
  DELIVERY_SIZES,
  DELIVERY_STATUS_LABELS,
  DELIVERY_URGENCIES,
  HANDOVER_CODE_LENGTH,
  PAYMENT_METHODS,
  VEHICLE_TYPES,
  type DeliveryStatus,
} from './delivery-constants';
import { coded } from './coded';

// What the delivery API answers and the web's forms say, in one place (./delivery.ts re-exports it).
// A module of its own so a page that shows a delivery's labels does not download every sentence.

export const DELIVERY_MESSAGES = {
  deliveryId: coded('delivery.delivery_id', 'Enter a valid delivery id.'),
  notFound: coded('delivery.not_found', 'Delivery not found'),
  jobTaken: coded('delivery.job_taken', 'Job already taken'),
  jobCancelled: coded('delivery.job_cancelled', 'This job was cancelled.'),
  notCourier: coded('delivery.not_courier', 'Only couriers can do this. Apply to become a courier first.'),
  goOnline: coded('delivery.go_online', 'Go online to accept jobs.'),
  ownJob: coded('delivery.own_job', 'You cannot deliver your own request.'),
  notAssigned: coded('delivery.not_assigned', 'Only the courier assigned to this delivery can update it.'),
  cancelAfterPickup: coded('delivery.cancel_after_pickup', 'This delivery can no longer be cancelled: the courier has picked it up.'),
  notCancellable: coded('delivery.not_cancellable', 'This delivery can no longer be cancelled.'),
  badTransition: (from: DeliveryStatus, to: DeliveryStatus) =>
    coded('delivery.bad_transition', `A delivery cannot go from ${DELIVERY_STATUS_LABELS[from]} to ${DELIVERY_STATUS_LABELS[to]}.`, {
      from: DELIVERY_STATUS_LABELS[from],
      to: DELIVERY_STATUS_LABELS[to],
    }),
  codeRequired: coded('delivery.code_required', `Enter the ${HANDOVER_CODE_LENGTH}-digit handover code from the recipient.`, {
    handoverCodeLength: HANDOVER_CODE_LENGTH,
  }),
  codeWrong: coded('delivery.code_wrong', 'Wrong handover code.'),
  codeLocked: coded('delivery.code_locked', 'Too many wrong codes. Contact support to complete this delivery.'),
  notLocked: coded('delivery.not_locked', 'This delivery is not locked: the courier has not used up the handover code tries.'),
  chatRate: (minutes: number) =>
    coded('chat.send_rate', `You are sending messages too fast. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      minutes,
    }),
  issueRate: (minutes: number) =>
    coded(
      'delivery.issue_rate',
      `You have reported many issues in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call support.`,
      { minutes },
    ),
  rateDeliveredOnly: coded('delivery.rate_delivered_only', 'Only completed deliveries can be rated.'),
  rateCustomerOnly: coded('delivery.rate_customer_only', 'Only the customer can rate this delivery.'),
  chatClosed: coded('delivery.chat_closed', 'Chat is open while a courier is on the job.'),
  chatNoCourier: coded('delivery.chat_no_courier', 'No courier has taken this delivery yet.'),
  applicationPending: coded('delivery.application_pending', 'You already have a courier application waiting for review.'),
  alreadyCourier: coded('delivery.already_courier', 'You are already a courier.'),
  adminCannotApply: coded('delivery.admin_cannot_apply', 'Admin accounts cannot apply to become couriers.'),
  applicationNotFound: coded('delivery.application_not_found', 'Application not found'),
  applicationReviewed: coded('delivery.application_reviewed', 'This application was already reviewed.'),
  ticketNotFound: coded('delivery.ticket_not_found', 'Ticket not found'),
  itemDescription: coded('delivery.item_description', 'Enter the item description.'),
  itemSize: coded('delivery.item_size', `Choose the item size: ${DELIVERY_SIZES.join(', ')}.`, {
    deliverySizes: DELIVERY_SIZES.join(', '),
  }),
  urgency: coded('delivery.urgency', `Choose the urgency: ${DELIVERY_URGENCIES.join(', ')}.`, {
    deliveryUrgencies: DELIVERY_URGENCIES.join(', '),
  }),
  pickupAddress: coded('delivery.pickup_address', 'Enter the pickup address.'),
  deliveryAddress: coded('commerce.delivery_address', 'Enter the delivery address.'),
  recipientName: coded('delivery.recipient_name', 'Enter the recipient name.'),
  recipientPhone: coded('accounts.enter_valid_ghana_phone', 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).'),
  paymentMethod: coded('delivery.payment_method', `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}.`, {
    paymentMethods: PAYMENT_METHODS.join(', '),
  }),
  listingId: coded('delivery.listing_id', 'listing_id must be a listing id.'),
  stars: coded('delivery.stars', 'Choose a rating from 1 to 5 stars.'),
  messageRequired: coded('delivery.message_required', 'Message cannot be empty.'),
  photoRequired: coded('delivery.photo_required', 'Attach a photo.'),
  photoType: coded('chat.image_type', 'Only image files are allowed.'),
  photoTooLarge: coded('delivery.photo_too_large', 'The photo is too large (at most 10 MB).'),
  photoOne: coded('delivery.photo_one', 'Send one photo per message.'),
  captionMax: coded('delivery.caption_max', `A caption can be at most ${DELIVERY_CAPTION_MAX} characters.`, {
    deliveryCaptionMax: DELIVERY_CAPTION_MAX,
  }),
  vehicleType: coded('delivery.vehicle_type', `Choose a vehicle type: ${VEHICLE_TYPES.join(', ')}.`, {
    vehicleTypes: VEHICLE_TYPES.join(', '),
  }),
  region: coded('delivery.region', 'Choose your area of Ghana.'),
  lat: coded('delivery.lat', 'lat must be a number from -90 to 90.'),
  lng: coded('delivery.lng', 'lng must be a number from -180 to 180.'),
} as const;
