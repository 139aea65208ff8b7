import { Camera, ShoppingBag, TicketPercent } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

const PERKS = [
  { text: 'perks.post', Icon: Camera },
  { text: 'perks.shop', Icon: ShoppingBag },
  { text: 'perks.promos', Icon: TicketPercent },
] as const;

export function SellerPerks() {
  const t = useT(sellersMessages);
  return (
    <ul className="space-y-3 text-gray-700 dark:text-gray-300">
      {PERKS.map(({ text, Icon }) => (
        <li key={text} className="flex gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
          {t(text)}
        </li>
      ))}
    </ul>
  );
}
