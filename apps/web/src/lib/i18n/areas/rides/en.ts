import { defineArea } from '../../area';

// What both sides of a ride see (ADR 046): the ride's status, vehicle and payment method names, its
// chat and SOS, shared by the rider's /ride and the driver's rides on the Driver Board
// (/delivery-request). English the source: a key added here goes in the eight other catalogs beside it.
export const ridesMessages = defineArea('rides', {
  'status.requested': 'Searching for a driver',
  'status.accepted': 'Driver on the way',
  'status.arrived': 'Driver has arrived',
  'status.started': 'On trip',
  'status.completed': 'Completed',
  'status.cancelled': 'Cancelled',
  'vehicle.okada': 'Okada',
  'vehicle.tricycle': 'Tricycle',
  'vehicle.car': 'Car',
  'method.cash': 'Cash',
  'method.momo': 'Mobile Money',
  'chat.withDriver': 'Chat with your driver',
  'chat.withRider': 'Chat with your rider',
  'chat.empty': 'No messages yet.',
  'chat.you': 'You: ',
  'chat.driver': 'Driver: ',
  'chat.rider': 'Rider: ',
  'chat.location': 'Shared location',
  'chat.locationNote': 'Shared location: {note}',
  'chat.message': 'Message',
  'chat.placeholder': 'Type a message',
  'chat.send': 'Send',
  'sos': 'SOS',
  'sos.title': 'Send an SOS?',
  'sos.sending': 'Sending...',
  'sos.send': 'Send SOS',
  'sos.notNow': 'Not now',
  'sos.text': 'Dwa support is alerted at once with this ride and your last known position. In danger, call 191 (police) or 193 (ambulance).',
  'sos.sent': 'Dwa support has your SOS and your position. If you are in danger, call 191 (police) or 193 (ambulance).',
});
