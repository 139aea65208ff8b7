import { defineArea } from '../../area';

// What a signed-in person sees on a page their account may not open (the seller and admin guards;
// ADR 046), English the source: a key added here goes in the eight other catalogs beside it.
export const accessMessages = defineArea('access', {
  'seller.title': 'Seller Access Required',
  'seller.text': 'This feature is only available for seller accounts. Customers can browse and purchase items, but cannot manage listings.',
  'seller.upgrade': 'Upgrade to Seller',
  'seller.browse': 'Browse Listings',
  'admin.title': 'Access denied',
  'admin.code': 'Error 403',
  'admin.text': 'The admin console is only for Dwa administrators. Your account cannot open it.',
  'admin.home': 'Go to the home page',
  'admin.account': 'Your account',
});
