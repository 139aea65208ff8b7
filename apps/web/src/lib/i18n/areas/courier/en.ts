import { defineArea } from '../../area';

// Becoming a courier (ADR 046): the landing's section, the application form and its state, and the
// note beside the request form on /delivery-request; the vehicle names both pages show. English the
// source: a key added here goes in the eight other catalogs beside it.
export const courierMessages = defineArea('courier', {
  'become': 'Become a Courier',
  'vehicle.motorbike': 'Motorbike',
  'vehicle.bicycle': 'Bicycle',
  'vehicle.car': 'Car',
  'vehicle.van': 'Van',
  'vehicle.on_foot': 'On foot',
  'vehicle.tricycle': 'Tricycle',
  'pitch': 'Deliver parcels in your area with a motorbike, car, bicycle, van or on foot.',
  'perk.hours': 'Choose when you work: go online when it suits you.',
  'perk.fare': 'Earn the full fare of every job you deliver.',
  'perk.paid': 'Paid in cash or mobile money on delivery.',
  'signIn': 'Sign in to apply',
  'signIn.text': 'The application takes a minute: your name, phone, vehicle and area of Ghana.',
  'approved': 'You are an approved courier',
  'approved.text': 'Go online on the driver board to see jobs near you.',
  'openBoard': 'Open the driver board',
  'pending': 'Application pending review',
  'pending.text': 'Sent on {date}: {name}, {vehicle}, {region}. We will let you know when an admin has reviewed it.',
  'rejected': 'Your application of {date} was not approved. You can apply again below.',
  'application': 'Courier application',
  'form.name': 'Full name',
  'form.phone': 'Phone',
  'form.vehicle': 'Vehicle type',
  'form.region': 'Area of Ghana',
  'form.sending': 'Sending...',
  'form.submit': 'Apply to Become a Courier',
  'form.sent': 'Application sent. An admin will review it soon.',
  'form.loadFailed': 'Could not check the form: check your connection and try again.',
  'note.reviewing': 'Your courier application is being reviewed',
  'note.reviewingText': 'Sent on {date}. Once an admin approves it, the driver board appears here.',
  'note.rejected': 'Your courier application of {date} was not approved. You can apply again.',
  'note.applyAgain': 'Apply Again',
  'note.want': 'Want to deliver?',
  'note.text':
    'The Delivery Personnel view is for approved couriers. Apply with your name, phone, vehicle and area of Ghana; once an admin approves you, the driver board appears here.',
});
