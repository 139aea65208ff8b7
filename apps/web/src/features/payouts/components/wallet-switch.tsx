import type { Wallet } from '@dwa/shared/payouts';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n-context';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';

/** Sales or deliveries and rides: each is a wallet of its own. */
export function WalletSwitch({ wallet }: { wallet: Wallet }) {
  const t = useT(payoutsMessages);
  const item = (value: Wallet, label: string) => (
    <Link
      to={paths.earnings.getHref(value)}
      aria-current={wallet === value ? 'page' : undefined}
      className={`rounded-full px-4 py-2 text-sm font-semibold ${wallet === value ? 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-gray-950' : 'text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'}`}
    >
      {label}
    </Link>
  );
  return (
    <nav
      aria-label={t('wallets')}
      className="mb-4 inline-flex flex-wrap gap-1 rounded-full border border-gray-200 p-1 dark:border-gray-700"
    >
      {item('seller', t('wallet.seller'))}
      {item('courier', t('wallet.courier'))}
    </nav>
  );
}
