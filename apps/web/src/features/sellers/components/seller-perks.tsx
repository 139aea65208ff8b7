import { Camera, ShoppingBag, TicketPercent } from 'lucide-react';

const PERKS = [
  { text: 'Post ads with photos, a price in cedis and where you are in Ghana.', Icon: Camera },
  { text: 'Offer items in the shop for direct purchase, paid by Mobile Money or cash.', Icon: ShoppingBag },
  { text: 'Make promo codes for your buyers and follow your sales.', Icon: TicketPercent },
];

export function SellerPerks() {
  return (
    <ul className="space-y-3 text-gray-700 dark:text-gray-300">
      {PERKS.map(({ text, Icon }) => (
        <li key={text} className="flex gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
          {text}
        </li>
      ))}
    </ul>
  );
}
