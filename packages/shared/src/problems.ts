// Problem codes (RFC 9457 problem details, ADR 077): every sentence this package's schemas and rules
// can answer with has a stable machine code, and the API sends `code` and `params` beside the
// English `detail` (and beside each 422 issue's `msg`). A client translates by code, its catalog's
// message taking the params as placeholders; the English stays the API's contract.
//
// PROBLEMS is the table: code → the English sentence as ICU MessageFormat, `{name}` where a value
// goes, a count of minutes as a plural. A code never changes once published; rewording a sentence
// rewords its entry here (problems.test.ts reads this package's source and refuses a sentence the
// table lacks, or an entry no source holds). The source makes each sentence with its code
// (`coded`, ADR 092), and the web reads the code from there; `problemOf` finds the code and params
// of such a sentence from its English, for the API (which answers with what a service threw).

import type { Problem, ProblemParams } from './coded';

export type { Problem, ProblemParams };

export const PROBLEMS = {
  // accounts-constants.ts
  'accounts.name': 'Enter full name.',
  'accounts.email': 'Enter your email.',
  'accounts.phone': 'Enter phone number.',
  'accounts.address': 'Enter address.',
  'accounts.password_short': 'Password must be at least 6 characters.',
  'accounts.signup_code': 'Please enter the 6-digit code.',
  'accounts.login': 'Please enter both email and password.',
  'accounts.reset_code': 'Please enter 6-digit code.',
  'accounts.invalid_image': 'Please select a valid image.',
  'accounts.image_too_large': 'Profile picture must be less than 2MB.',
  'accounts.mobile_phone': 'Enter a Ghana mobile number (024, 054, 020, 026 ...): the code comes by SMS.',
  'accounts.user_type_change': 'Changing user type is not allowed via API (405). Contact support or use an admin flow.',
  'accounts.user_id_required': 'User ID is required',
  'accounts.reset_token_required': 'Reset token is required',
  'accounts.new_password_required': 'New password is required',
  // accounts.ts
  'accounts.name_most_100_characters': 'Name must be at most 100 characters.',
  'accounts.address_most_200_characters': 'Address must be at most 200 characters.',
  'accounts.password_most_128_characters': 'Password must be at most 128 characters.',
  'accounts.enter_valid_ghana_phone': 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).',
  'accounts.enter_valid_email_address': 'Enter a valid email address.',
  'accounts.choose_male_female_other': 'Choose male, female or other.',
  'accounts.format': 'Enter a valid date (YYYY-MM-DD).',
  'accounts.future': 'Birthday cannot be in the future.',
  'accounts.too_old': 'Birthday cannot be before 1900.',
  'accounts.website_most_200_characters': 'Website must be at most 200 characters.',
  'accounts.enter_valid_website_address': 'Enter a valid website address.',
  'accounts.email_too_long': 'Email is too long.',
  'accounts.password_too_long': 'Password is too long.',
  'accounts.choose_one_usertypes': 'Choose one of {userTypes}.',
  // admin.ts
  'admin.self_deactivate': 'You cannot deactivate your own account.',
  'admin.self_type': 'You cannot change your own account type.',
  'admin.not_found': 'User not found.',
  'admin.reason': 'Give a reason of 3 to 500 characters.',
  'admin.search': 'Search with at most 100 characters.',
  'admin.cursor': 'This page link is no longer valid. Start from the first page.',
  'admin.active_flag': "active is 'true' or 'false'.",
  // audit.ts
  'audit.use_lower_case_letters': 'Use lower-case letters, dots and underscores.',
  'audit.dates_yyyy_mm_dd': 'Dates are YYYY-MM-DD.',
  'audit.page_link_no_longer': 'This page link is no longer valid.',
  // boosts.ts
  'boosts.not_found': 'Boost not found.',
  'boosts.id': 'Boost ID must be a positive whole number.',
  'boosts.momo_network': 'Choose your Mobile Money network.',
  'boosts.momo_number': 'Enter your Mobile Money number (+233 and 9 digits, or 0 and 9 digits).',
  'boosts.not_owner': 'You can only boost your own listings.',
  'boosts.not_active': 'Only an active listing can be boosted.',
  'boosts.already_boosted': 'This listing already has a boost running or waiting for payment.',
  'boosts.unavailable': 'Mobile Money is not available right now. Try again later.',
  'boosts.not_paid': 'This boost has not been paid: there is no receipt yet.',
  'boosts.not_refundable': 'Only a paid boost that was not refunded can be refunded.',
  'boosts.price': 'Enter a price in cedis above 0, at most {boostPriceMax}, with at most 2 decimals.',
  'boosts.prices': 'Give one price for each kind and duration.',
  'listings.not_found': 'Listing not found',
  'boosts.listing_id': 'listing_id must be a positive whole number.',
  'boosts.kind': 'kind must be one of: {boostKinds}.',
  'boosts.days': 'days must be one of: {boostDays}.',
  // chat-constants.ts
  'chat.user_id': 'User id must be a positive whole number.',
  'chat.listing_not_theirs': 'This listing does not belong to either of you.',
  'chat.conversation_id': 'Conversation id must be a positive whole number.',
  'chat.message_id': 'Message id must be a positive whole number.',
  'chat.message_required': 'Type a message or attach an image.',
  'chat.message_max': 'A message can be at most {messageMax} characters.',
  'chat.image_required': 'Attach an image to send an image message.',
  'chat.image_type': 'Only image files are allowed.',
  'chat.image_too_large': 'The image is too large (at most 10 MB).',
  'chat.start_rate': 'You are starting conversations too fast. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'chat.send_rate': 'You are sending messages too fast. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'chat.message_self': 'You cannot message yourself',
  'chat.user_not_found': 'User not found',
  'chat.conversation_not_found': 'Conversation not found',
  'chat.message_not_found': 'Message not found',
  'chat.message_type': "message_type must be 'TEXT' or 'IMAGE'.",
  'chat.reaction': 'reaction must be one of {reactions}, or null to remove it.',
  'chat.limit': 'limit must be a whole number from 1 to {messagesPageMax}.',
  'paging.cursor': 'cursor is not valid: use the next_cursor of the previous page.',
  // commerce.ts
  'commerce.order_id': 'Enter a valid order id.',
  'commerce.payment_id': 'Enter a valid payment id.',
  'commerce.promo_id': 'Enter a valid promo id.',
  'commerce.quantity': 'Quantity must be a whole number from 1 to {cartQuantityMax}.',
  'commerce.not_for_sale': 'This listing is not for sale in the shop.',
  'commerce.own_listing': 'You cannot buy your own listing.',
  'commerce.inactive': 'This listing is no longer available.',
  'commerce.not_enough_stock': 'Only {left} left in stock.',
  'commerce.not_in_cart': 'This item is not in your cart.',
  'commerce.cart_empty': 'Your cart is empty.',
  'commerce.cart_unavailable': 'Some items in your cart are no longer available. Review your cart and try again.',
  'commerce.buy_now': 'buy_now must be an object with listing_id and quantity.',
  'commerce.idempotency_key': 'Send an Idempotency-Key header (8 to 100 letters, digits, dashes or underscores).',
  'commerce.idempotency_reused': 'This Idempotency-Key was already used for a different checkout.',
  'commerce.delivery_method': 'Choose courier delivery or pickup.',
  'commerce.delivery_address': 'Enter the delivery address.',
  'commerce.region': 'Choose a region.',
  'commerce.recipient_name': 'Enter the recipient’s name.',
  'commerce.payment_method': 'Choose Mobile Money or cash on delivery.',
  'commerce.promo_codes': 'At most {promoCodesMax} promo codes.',
  'commerce.promo_unknown': 'Promo code {code} is not valid.',
  'commerce.promo_expired': 'Promo code {code} has expired.',
  'commerce.promo_not_started': 'Promo code {code} is not active yet.',
  'commerce.promo_used_up': 'Promo code {code} has been used up.',
  'commerce.promo_buyer_limit': 'You have already used promo code {code}.',
  'commerce.promo_minimum': 'Promo code {code} needs an order of at least {min}.',
  'commerce.promo_not_in_cart': 'Promo code {code} is for a seller you are not buying from.',
  'commerce.promo_twice': 'Use one order promo and one delivery promo per seller.',
  'commerce.transition': 'This order cannot do that now.',
  'commerce.return_window': 'Returns can be requested within 7 days of delivery.',
  'commerce.reason': 'Tell us why (at most 500 characters).',
  'commerce.reason_required': 'Tell us why.',
  'commerce.business_address':
    'Add your business address in your profile before handing an order to a courier: the courier picks it up there.',
  'commerce.not_pending': 'This payment is no longer waiting for approval.',
  'commerce.still_pending': 'This payment is still waiting for approval on the phone.',
  'commerce.momo_unavailable': 'Mobile Money is not available right now. Choose cash on delivery.',
  'commerce.nothing_to_pay': 'These orders have nothing left to pay.',
  'commerce.promo_code': 'Codes are 3 to 20 letters or digits.',
  'commerce.promo_code_taken': 'You already have a promo with this code.',
  'commerce.promo_value': 'Give either a percentage from 1 to 100 or an amount off, not both.',
  'commerce.promo_dates': 'The end date must be after the start date.',
  'commerce.promo_kind': 'Choose Order promo or Delivery promo.',
  'commerce.sellers_only': 'Only sellers can create promos.',
  'commerce.tab': 'Unknown tab.',
  'commerce.date_range': 'Dates are YYYY-MM-DD, and from must not be after to.',
  'commerce.most_max_characters': 'At most {max} characters.',
  'commerce.most_300_characters': 'At most 300 characters.',
  'commerce.most_100_characters': 'At most 100 characters.',
  'commerce.enter_amount_cedis': 'Enter an amount in cedis.',
  'commerce.max_uses_whole_number': 'Max uses must be a whole number from 1.',
  'commerce.limit_per_buyer_whole': 'The limit per buyer must be a whole number from 1 to 1000.',
  'commerce.out_of_stock': 'Out of stock',
  'commerce.order_not_found': 'Order not found',
  'commerce.payment_not_found': 'Payment not found',
  'commerce.no_pickup_address': '{seller} has no pickup address yet. Choose courier delivery for their items.',
  'commerce.promo_not_found': 'Promo not found',
  'commerce.role': "role must be 'buyer' or 'seller'.",
  // delivery-courier-settings-rules.ts
  'courier.days': 'Choose the days you work.',
  'courier.time': 'Enter a time as HH:MM, from 00:00 to 23:59.',
  'courier.order': 'The end time must be after the start time.',
  // currency-rates.ts
  'currency.rate': 'Enter how much of the currency one cedi buys: a number above 0, at most 1,000,000.',
  'currency.as_of': 'Enter the date the rate holds for (YYYY-MM-DD).',
  'currency.as_of_future': 'The date of a rate cannot be in the future.',
  'currency.currency': 'currency must be one of {rateCurrencies}.',
  // delivery-messages.ts
  'delivery.delivery_id': 'Enter a valid delivery id.',
  'delivery.job_cancelled': 'This job was cancelled.',
  'delivery.not_courier': 'Only couriers can do this. Apply to become a courier first.',
  'delivery.go_online': 'Go online to accept jobs.',
  'delivery.own_job': 'You cannot deliver your own request.',
  'delivery.not_assigned': 'Only the courier assigned to this delivery can update it.',
  'delivery.cancel_after_pickup': 'This delivery can no longer be cancelled: the courier has picked it up.',
  'delivery.not_cancellable': 'This delivery can no longer be cancelled.',
  'delivery.bad_transition': 'A delivery cannot go from {from} to {to}.',
  'delivery.code_required': 'Enter the {handoverCodeLength}-digit handover code from the recipient.',
  'delivery.code_wrong': 'Wrong handover code.',
  'delivery.code_locked': 'Too many wrong codes. Contact support to complete this delivery.',
  'delivery.not_locked': 'This delivery is not locked: the courier has not used up the handover code tries.',
  'delivery.issue_rate':
    'You have reported many issues in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or call support.',
  'delivery.rate_delivered_only': 'Only completed deliveries can be rated.',
  'delivery.rate_customer_only': 'Only the customer can rate this delivery.',
  'delivery.chat_closed': 'Chat is open while a courier is on the job.',
  'delivery.chat_no_courier': 'No courier has taken this delivery yet.',
  'delivery.application_pending': 'You already have a courier application waiting for review.',
  'delivery.already_courier': 'You are already a courier.',
  'delivery.admin_cannot_apply': 'Admin accounts cannot apply to become couriers.',
  'delivery.application_reviewed': 'This application was already reviewed.',
  'delivery.item_description': 'Enter the item description.',
  'delivery.item_size': 'Choose the item size: {deliverySizes}.',
  'delivery.urgency': 'Choose the urgency: {deliveryUrgencies}.',
  'delivery.pickup_address': 'Enter the pickup address.',
  'delivery.recipient_name': 'Enter the recipient name.',
  'delivery.payment_method': 'Payment method must be one of: {paymentMethods}.',
  'delivery.stars': 'Choose a rating from 1 to 5 stars.',
  'delivery.message_required': 'Message cannot be empty.',
  'delivery.photo_required': 'Attach a photo.',
  'delivery.photo_too_large': 'The photo is too large (at most 10 MB).',
  'delivery.photo_one': 'Send one photo per message.',
  'delivery.caption_max': 'A caption can be at most {deliveryCaptionMax} characters.',
  'delivery.vehicle_type': 'Choose a vehicle type: {vehicleTypes}.',
  'delivery.region': 'Choose your area of Ghana.',
  'delivery.not_found': 'Delivery not found',
  'delivery.job_taken': 'Job already taken',
  'delivery.application_not_found': 'Application not found',
  'delivery.ticket_not_found': 'Ticket not found',
  'delivery.listing_id': 'listing_id must be a listing id.',
  'delivery.lat': 'lat must be a number from -90 to 90.',
  'delivery.lng': 'lng must be a number from -180 to 180.',
  // delivery.ts
  'delivery.review_most_deliverytextmax_characters': 'Review must be at most {deliveryTextMax} characters.',
  'delivery.describe_issue': 'Describe the issue.',
  'delivery.reason_most_deliverytextmax_characters': 'Reason must be at most {deliveryTextMax} characters.',
  'delivery.send_lat_lng_together': 'Send lat and lng together.',
  // disputes.ts
  'disputes.reason': 'Choose what went wrong: not received, not as described, or damaged.',
  'disputes.body': 'Tell us what happened (at most 2,000 characters).',
  'disputes.not_disputable': 'This order cannot be disputed: only a paid order whose money has not been released yet can be.',
  'disputes.already_open': 'This order already has an open dispute.',
  'disputes.closed': 'This dispute is closed.',
  'disputes.resolution': 'Choose refund, partial refund or release.',
  'disputes.amount': 'Enter the amount to refund in cedis, more than 0 and less than the order total.',
  'disputes.note': 'Say why (at most 500 characters).',
  'disputes.photos': 'At most {disputePhotosMax} photos, each a picture under 10 MB.',
  'disputes.photo': 'That file is not a picture we can read (JPEG, PNG, WebP, HEIC, GIF or AVIF).',
  'disputes.enter_valid_dispute_id': 'Enter a valid dispute id.',
  'disputes.enter_valid_message_id': 'Enter a valid message id.',
  'disputes.enter_valid_photo': 'Enter a valid photo.',
  'disputes.not_found': 'Dispute not found',
  // comments.ts, likes.ts, reports.ts, notifications.ts, page-query.ts (the codes keep the prefix they
  // were published with, when these were one file, engagement.ts)
  'engagement.comment_required': 'Comment cannot be empty.',
  'engagement.comment_max': 'Comment must be at most {commentMax} characters.',
  'engagement.comment_listing_missing': 'Listing ID is missing. Cannot post this comment.',
  'engagement.parent_invalid': 'The comment you are replying to is not on this listing.',
  'engagement.parent_deleted': 'You cannot reply to a deleted comment.',
  'engagement.comment_not_author': 'You can only delete your own comments.',
  'engagement.comment_id': 'Comment ID is missing.',
  'engagement.comment_rate': 'You are commenting too fast. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'engagement.like_listing_missing': 'Listing ID is missing.',
  'engagement.report_reason': 'Please select a reason for reporting.',
  'engagement.report_listing_missing': 'Listing ID is missing. Cannot report this listing.',
  'engagement.report_comment_max': 'Comment must be at most {reportCommentMax} characters.',
  'engagement.report_duplicate': 'You have already reported this listing.',
  'engagement.report_own': 'You cannot report your own listing.',
  'engagement.report_thanks': 'Thank you for reporting this listing. Our team will review it shortly.',
  'engagement.report_rate': 'You have sent many reports. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'engagement.report_resolved': 'This report was already resolved.',
  'engagement.comment_not_found': 'Comment not found',
  'engagement.report_not_found': 'Report not found',
  'engagement.notification_not_found': 'Notification not found',
  'engagement.report_action': "action must be 'dismiss' or 'deactivate'.",
  'engagement.report_status': "status must be 'open' or 'resolved'.",
  'engagement.notification_type': 'type must be one of: {notificationTypes}.',
  'engagement.limit': 'limit must be a whole number from 1 to {pageLimitMax}.',
  // input-text.ts
  'input-text.text_characters': 'Remove the invisible control characters from this text and try again.',
  // jobs.ts
  'jobs.id': 'Enter a valid job id.',
  'jobs.running': 'This job is running now. Try again once it has finished.',
  'jobs.not_failed': 'Only a failed job can be tried again or discarded.',
  'jobs.not_found': 'Job not found',
  'jobs.state': 'state must be one of: {jobStates}.',
  'jobs.task': 'task is a job kind such as mail:send.',
  // listings-expiry.ts
  'listing-expiry.no_renewals_left': 'You have used all {n} free renewals of this ad. Repost it as a new ad instead.',
  'listing-expiry.not_renewable': 'Only a live or expired classified ad can be renewed.',
  'listing-expiry.too_early': 'This ad is live for more than {days} days yet: you can renew it in its last {days} days.',
  'listing-expiry.not_repostable': 'Only an expired, sold or paused ad can be reposted.',
  'listing-expiry.not_sellable': 'Only a live, paused or expired ad can be marked as sold.',
  'listing-expiry.expired_activate': 'This ad has expired: renew it instead.',
  'listing-expiry.buyer_not_in_chat': 'The buyer must be someone who messaged you about this listing.',
  'listing-expiry.owner_only': 'You can only change your own listings.',
  // listings.ts
  'listings.listing_id': 'Listing id must be a positive whole number.',
  'listings.title_required': 'Title is required.',
  'listings.title_min': 'Title must be at least 3 characters.',
  'listings.title_max': 'Title must be at most {titleMax} characters.',
  'listings.description_required': 'Description is required.',
  'listings.description_min': 'Description must be at least 10 characters.',
  'listings.description_max': 'Description must be at most {descriptionMax} characters.',
  'listings.price_required': 'Price is required.',
  'listings.price_number': 'Price must be a number.',
  'listings.price_positive': 'Price must be greater than 0.',
  'listings.price_decimals': 'Price can have at most 2 decimal places.',
  'listings.price_max': 'Price must be at most 1,000,000,000.',
  'listings.category_required': 'Category is required.',
  'listings.category_unknown': 'Choose a category from the list.',
  'listings.sub_category_required': 'Sub-category is required.',
  'listings.sub_category_mismatch': 'Choose a sub-category of the selected category.',
  'listings.condition': 'Condition must be one of: {conditions}.',
  'listings.promotion': 'Promotion must be one of: {promotions}.',
  'listings.region': "Region must be one of Ghana's 16 regions.",
  'listings.images_required': 'At least one image is required.',
  'listings.images_max': 'Maximum 5 images allowed.',
  'listings.image_type': 'Only image files are allowed (JPEG, PNG, WebP or HEIC).',
  'listings.image_too_large': 'Each image must be 10 MB or smaller.',
  'listings.meta': 'Meta must be a JSON object with brand, type and condition.',
  'listings.quantity': 'Quantity in stock must be a whole number from 0 to 9999.',
  'listings.status_active_inactive': "Status must be 'active' or 'inactive'.",
  'listings.keep_images': "keep_images must be a JSON array of this listing's image URLs.",
  'listings.buy_now': 'buy_now must be true or false.',
  // moderation.ts
  'moderation.reason_required': 'Give the seller a reason.',
  'moderation.reason_max': 'The reason must be at most {reasonMax} characters.',
  'moderation.rule_id': 'Content rule id must be a positive whole number.',
  'moderation.rule_value_required': 'Enter the word or pattern.',
  'moderation.rule_value_max': 'The word or pattern must be at most {ruleValueMax} characters.',
  'moderation.rule_value_nul': 'The word or pattern cannot hold a NUL character.',
  'moderation.rule_label_required': 'Say what the rule catches (the moderator reads this).',
  'moderation.rule_label_max': 'The label must be at most {ruleLabelMax} characters.',
  'moderation.rule_duplicate': 'This rule already exists.',
  'moderation.rule_nested_repeat':
    'This pattern repeats a group that itself repeats or has alternatives, e.g. (a+)+ or (a|b)*: it could take forever to test. Write it without the nested repetition.',
  'moderation.rule_too_slow': 'This pattern takes too long to test against a long listing. Make it simpler.',
  'moderation.rule_not_found': 'Content rule not found',
  'moderation.invalid_pattern': 'This is not a valid pattern: {detail}',
  'moderation.status': "status must be 'active' or 'inactive'.",
  'moderation.status_pending': "status must be 'pending'.",
  'moderation.limit': 'limit must be a whole number from 1 to 100.',
  'moderation.kind': "kind must be 'word' or 'pattern'.",
  // newsletter.ts
  'newsletter.check_inbox': 'Almost done: check your inbox and follow the link we sent to confirm your subscription.',
  'newsletter.confirmed': 'You are subscribed. Deals and news from Dwa will come to your inbox.',
  'newsletter.unsubscribed': 'You are unsubscribed. You will get no more newsletters from Dwa.',
  'newsletter.bad_link': 'This link is not valid or has expired. Subscribe again from the form at the bottom of any page.',
  'newsletter.missing_token': 'This link is incomplete. Open it again from the email.',
  'newsletter.rate': 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  // notifications-preferences.ts
  'notification-preferences.choice': 'Each notification choice must be on or off.',
  'notification-preferences.empty': 'Choose at least one notification to change.',
  // payouts.ts
  'payouts.kind': 'Choose Mobile Money or a bank account.',
  'payouts.bank': 'Choose your bank.',
  'payouts.account_number': 'Enter the account number (6 to 20 digits).',
  'payouts.password': 'Enter your password.',
  'payouts.wrong_password': 'That password is not right.',
  'payouts.unknown_account': 'We could not find that account. Check the number and the network or bank.',
  'payouts.provider_down': 'Payouts are not available right now. Please try again in a few minutes.',
  'payouts.no_provider': 'Payouts are not available on this server.',
  'payouts.no_method': 'Add where we should pay you first.',
  'payouts.method_held': 'Your payout details changed recently: payouts resume 24 hours after the change.',
  'payouts.amount': 'Enter an amount in cedis, up to 2 decimals.',
  'payouts.below_minimum': 'The smallest payout is {minimum}.',
  'payouts.not_enough': 'You have {available} available to withdraw.',
  'payouts.not_held': 'This payout is not held.',
  'payouts.cannot_hold': 'Only a payout that has not been sent can be held.',
  'payouts.idempotency_reused': 'This Idempotency-Key was already used for a different payout.',
  'payouts.enter_valid_payout_id': 'Enter a valid payout id.',
  'payouts.not_found': 'Payout not found',
  'payouts.wallet': 'wallet must be seller or courier.',
  // push.ts
  'push.choice': 'Each push choice must be on or off.',
  'push.empty': 'Choose at least one kind of push to change.',
  'push.not_configured': 'Push notifications are not set up on this server.',
  'push.not_found': 'Push subscription not found',
  'push.endpoint': 'endpoint must be the https address the browser gave for this subscription.',
  'push.p256dh': 'keys.p256dh must be the browser’s public key (base64url, 65 bytes).',
  'push.auth': 'keys.auth must be the browser’s auth secret (base64url, 16 bytes).',
  'push.keys': 'keys must hold p256dh and auth.',
  // reviews.ts
  'reviews.rating': 'Choose from 1 to 5 stars.',
  'reviews.body': 'Say a few words about the seller (at most {reviewBodyMax} characters).',
  'reviews.reply': 'Write your reply (at most {reviewReplyMax} characters).',
  'reviews.not_delivered': 'You can review the seller once the order has been delivered.',
  'reviews.already_reviewed': 'You have already reviewed this order. You can edit your review instead.',
  'reviews.window_passed': 'The time to review this order has passed.',
  'reviews.not_your_order': 'Only the buyer of this order can review it.',
  'reviews.not_reviewed': 'This order has no review yet.',
  'reviews.replied': 'The seller has replied, so this review can no longer be edited.',
  'reviews.already_replied': 'You have already replied to this review.',
  'reviews.not_your_review': 'Only the seller who was reviewed can reply.',
  'reviews.not_sold_to_you': 'You can review the seller once they mark the ad as sold to you.',
  'reviews.not_your_deal': 'Only the buyer this ad was sold to can review it.',
  'reviews.deal_already_reviewed': 'You have already reviewed this deal. You can edit your review instead.',
  'reviews.deal_window_passed': 'The time to review this deal has passed.',
  'reviews.deal_not_reviewed': 'This deal has no review yet.',
  'reviews.sort': 'Sort by newest or lowest.',
  'reviews.page': 'Enter a page number from 1.',
  'reviews.report_reason': 'Choose why you are reporting this review.',
  'reviews.report_comment': 'Details can be at most {reviewReportCommentMax} characters.',
  'reviews.report_own': 'You cannot report your own review. You can edit it instead.',
  'reviews.report_duplicate': 'You have already reported this review.',
  'reviews.report_thanks': 'Thank you for reporting this review. Our team will look at it.',
  'reviews.hide_reason': 'Say why the review is hidden: its author is told.',
  'reviews.already_hidden': 'This review is already hidden.',
  'reviews.not_hidden': 'This review is not hidden.',
  'reviews.no_open_reports': 'This review has no open reports.',
  'reviews.photos': 'A review can have at most {reviewPhotosMax} photos, each a picture under 10 MB.',
  'reviews.photo_missing': 'Choose a photo to add.',
  'reviews.not_your_photos': 'Only the author of a review can change its photos.',
  'reviews.enter_valid_listing_id': 'Enter a valid listing id.',
  'reviews.enter_valid_review_id': 'Enter a valid review id.',
  'reviews.enter_valid_seller_id': 'Enter a valid seller id.',
  'reviews.not_found': 'Review not found',
  'reviews.seller_not_found': 'Seller not found',
  'reviews.photo_not_found': 'Photo not found',
  // rides-constants.ts
  'rides.ride_id': 'Enter a valid ride id.',
  'rides.vehicle': 'Choose a vehicle: {rideVehicles}.',
  'rides.pickup': 'Enter the pickup location.',
  'rides.dropoff': 'Enter the drop-off location.',
  'rides.lat': 'Latitude must be a number from -90 to 90.',
  'rides.lng': 'Longitude must be a number from -180 to 180.',
  'rides.pair': 'Send the latitude and the longitude together.',
  'rides.ride_cancelled': 'This ride was cancelled.',
  'rides.not_driver': 'Only drivers can do this: approved couriers with an okada (motorbike), tricycle or car.',
  'rides.wrong_vehicle': 'This ride needs a {vehicle}.',
  'rides.go_online': 'Go online to accept rides.',
  'rides.own_ride': 'You cannot drive your own ride.',
  'rides.not_assigned': 'Only the driver of this ride can update it.',
  'rides.bad_transition': 'A ride that is {from} cannot be {action}.',
  'rides.code_required': 'Enter the {handoverCodeLength}-digit trip code from the rider.',
  'rides.code_wrong': 'Wrong trip code.',
  'rides.code_locked': 'Too many wrong codes. Contact support to start this trip.',
  'rides.cancel_started': 'This ride can no longer be cancelled: the trip has started.',
  'rides.not_cancellable': 'This ride can no longer be cancelled.',
  'rides.reason_required': 'Give a reason for giving up this ride.',
  'rides.rate_completed_only': 'Only completed rides can be rated.',
  'rides.already_rated': 'You have already rated this ride.',
  'rides.chat_closed': 'Chat is open while a driver is on the way or on the trip.',
  'rides.chat_no_driver': 'No driver has taken this ride yet.',
  'rides.sos_rate':
    'You have pressed SOS many times in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or call the police on 191.',
  'rides.sos_admin': 'Only the rider and the driver can raise an SOS.',
  'rides.share_not_found': 'This share link is not valid.',
  'rides.share_ended': 'This trip has ended: its share link no longer works.',
  'rides.plate': 'Enter the number plate (2 to 12 letters, digits, spaces or dashes).',
  'rides.momo_unavailable': 'Mobile Money is not available right now. Choose cash.',
  'rides.pay_rider_only': 'Only the rider can pay for this ride.',
  'rides.pay_cash': 'This ride is paid in cash to the driver.',
  'rides.pay_not_due': 'The fare is due once the trip is completed.',
  'rides.not_found': 'Ride not found',
  'rides.taken': 'Ride already taken',
  // rides.ts
  'rides.most_200_characters': 'At most 200 characters.',
  // saved-searches-constants.ts
  'saved-searches.limit': 'You can keep at most {savedSearchLimit} saved searches. Delete one to save another.',
  'saved-searches.not_found': 'Saved search not found.',
  'saved-searches.name': 'Name must be 1 to {savedSearchNameMax} characters.',
  'saved-searches.id': 'Saved search ID must be a positive whole number.',
  'saved-searches.nothing_to_change': 'Give a new name or a new frequency.',
  'saved-searches.frequency': 'frequency must be one of: {savedSearchFrequencies}.',
  'saved-searches.email': 'email must be true or false.',
  // search.ts
  'search.sub_category': 'Choose a sub-category from the list.',
  'search.given_once': '{name} must be given once, as text.',
  'search.amount': '{name} must be an amount in cedis of at least 0, with at most 2 decimals.',
  'search.amount_max': '{name} must be at most 1,000,000,000.',
  'search.q_max': 'q must be at most {searchQMax} characters.',
  'search.condition': 'condition must be one of: {conditions}.',
  'search.region': "region must be one of Ghana's 16 regions.",
  'search.promotion': 'promotion must be one of: {promotions}.',
  'search.price_range': 'max_price must be at least min_price.',
  'search.seller_id': 'seller_id must be a positive whole number.',
  'search.min_rating': 'min_rating must be one of: {minRatings}.',
  'search.sort': 'sort must be one of: {searchSorts}.',
  'search.limit': 'limit must be a whole number from 1 to {searchLimitMax}.',
  // sellers.ts
  'sellers.business_name': 'Enter your business or trading name.',
  'sellers.business_type': 'Choose whether you sell as an individual or a registered business.',
  'sellers.registration_number': 'Enter the business registration number (as on your Registrar-General certificate).',
  'sellers.business_address': 'Enter the address where buyers or couriers can collect from you.',
  'sellers.about': 'Tell buyers what you sell (at most 500 characters).',
  'sellers.already_seller': 'You can already sell on Dwa.',
  'sellers.courier': 'A courier account cannot also sell. Use another account to sell.',
  'sellers.pending': 'Your application is already waiting for review.',
  'sellers.reason': 'Give the applicant a reason (at most 500 characters).',
  'sellers.application_id': 'Enter a valid application id.',
  // translate.ts
  'translate.text_required': 'Enter the text to translate.',
  'translate.text_max': 'The text must be at most {translateTextMax} characters.',
  'translate.language': 'Choose one of: {translateLanguageCodes}.',
  'translate.not_configured': 'Translation is not available on this site.',
  'translate.unavailable': 'The translation service is not answering right now. Try again in a few minutes.',
  'translate.failed': 'The translation service could not translate this text. Try again later.',
  'translate.rate': 'Too many translations. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  // verification.ts
  'verification.card_number': 'Enter your Ghana Card number as it is printed: GHA-, 9 digits, a dash and 1 digit (GHA-123456789-0).',
  'verification.selfie': 'Add a selfie: a clear photo of your face (JPEG, PNG, WebP or HEIC, at most 8 MB).',
  'verification.card_photo': 'Add a photo of the front of your Ghana Card (JPEG, PNG, WebP or HEIC, at most 8 MB).',
  'verification.too_large': 'Each photo must be at most 8 MB.',
  'verification.pending': 'Your identity check is already in progress.',
  'verification.already_verified': 'Your identity is already verified.',
  'verification.card_taken': 'This Ghana Card is already verified on another account.',
  'verification.decided': 'This request has already been decided.',
  'verification.decision': 'Choose approve or reject.',
  'verification.reason': 'Say why it is rejected (at most 500 characters).',
  'verification.provider_unavailable': 'We could not reach the identity check. Please try again.',
  'verification.verified_title': 'Your identity is verified.',
  'verification.verified_body': 'Your seller page and your listings now show the ID verified badge.',
  'verification.rejected_title': 'Your identity check was not approved.',
  'verification.rejected_body': 'Reason: {reason}. You can try again with a new selfie and card photo.',
  'verification.rejected_body_plain': 'You can try again with a new selfie and card photo.',
  'verification.not_found': 'Verification not found',
  'verification.invalid_signature': 'Invalid signature',
} as const;

export type ProblemCode = keyof typeof PROBLEMS;

type Pattern = { code: string; regex: RegExp; names: { name: string; count: boolean }[]; literal: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The end of the `{…}` that opens at `start`, nested braces included. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return text.length;
}

/**
 * What an English template with placeholders matches: `{code}` any text, and a plural
 * (`{minutes, plural, one {# minute} other {# minutes}}`) a number followed by one of its forms.
 */
export function problemPattern(code: string, template: string): Pattern | null {
  if (!template.includes('{')) return null;
  let source = '';
  let literal = 0;
  const names: Pattern['names'] = [];
  let index = 0;
  while (index < template.length) {
    if (template[index] !== '{') {
      source += escape(template[index] ?? '');
      literal += 1;
      index += 1;
      continue;
    }
    const end = closing(template, index);
    const inner = template.slice(index + 1, end);
    const plural = /^(\w+), plural, (.*)$/s.exec(inner);
    if (plural?.[1] && plural[2]) {
      const tails = [...plural[2].matchAll(/\w+ \{#([^{}]*)\}/g)].map((form) => escape(form[1] ?? '')).sort((a, b) => b.length - a.length);
      source += `(\\d+)(?:${tails.join('|')})`;
      names.push({ name: plural[1], count: true });
    } else {
      source += '(.+?)';
      names.push({ name: inner.trim(), count: false });
    }
    index = end + 1;
  }
  return { code, regex: new RegExp(`^${source}$`, 's'), names, literal };
}

/** A lookup of the sentences of a table (code → template): as they are, or by a template's pattern. */
export function problemFinder(table: Readonly<Record<string, string>>): (message: string) => Problem | null {
  let exact: Map<string, string> | null = null;
  let patterns: Pattern[] = [];
  const index = (): Map<string, string> => {
    if (exact) return exact;
    exact = new Map();
    for (const [code, template] of Object.entries(table)) {
      const pattern = problemPattern(code, template);
      if (pattern) patterns.push(pattern);
      else if (!exact.has(template)) exact.set(template, code);
    }
    // The template with the most fixed text wins ("At most {max} characters." after the longer ones).
    patterns = patterns.sort((a, b) => b.literal - a.literal);
    return exact;
  };
  return (message) => {
    const code = index().get(message);
    if (code) return { code, params: {} };
    for (const pattern of patterns) {
      const match = pattern.regex.exec(message);
      if (!match) continue;
      const params: ProblemParams = {};
      pattern.names.forEach(({ name, count }, position) => {
        const value = match[position + 1] ?? '';
        params[name] = count ? Number(value) : value;
      });
      return { code: pattern.code, params };
    }
    return null;
  };
}

/** The code and params of a sentence this package writes (as the API sends it), or null for any other text. */
export const problemOf = problemFinder(PROBLEMS);
