import { Link } from '../../../lib/router';
import { Camera, MessageCircle, PlusCircle, UserPlus } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useSession } from '../../../hooks/use-session';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { useT } from '../../../lib/i18n/i18n-context';
import { accountsMessages } from '../../../lib/i18n/catalogs/accounts';

// /seller: the landing's "Seller" and "Sell Anything" lead here. It explains selling and points
// each person to their next step.

const STEPS = [
  { title: 'seller.account', text: 'seller.accountText', Icon: UserPlus },
  { title: 'seller.apply', text: 'seller.applyText', Icon: PlusCircle },
  { title: 'seller.post', text: 'seller.postText', Icon: Camera },
  { title: 'seller.chat', text: 'seller.chatText', Icon: MessageCircle },
] as const;

export function SellerLanding() {
  const t = useT(accountsMessages);
  const session = useSession();
  const haveAccount = aroundSlot(t('seller.haveAccount', { link: SLOT }));
  const next =
    session.status !== 'signed-in'
      ? { href: paths.signup.getHref(), label: t('seller.signUp') }
      : session.isSeller
        ? { href: paths.postListing.getHref(), label: t('post') }
        : { href: paths.becomeSeller.getHref(), label: t('becomeSeller') };
  return (
    <Page title={t('seller.title')} description={t('seller.description')}>
      <ol className="grid gap-4 sm:grid-cols-2">
        {STEPS.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
            <p className="flex items-center gap-2 font-semibold">
              <Icon aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
              {t('seller.step', { position: index + 1, title: t(title) })}
            </p>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t(text)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={next.href} className={buttonClasses('primary')}>
          {next.label}
        </Link>
        <Link to={paths.listings.getHref()} className={buttonClasses('outline')}>
          {t('seller.browse')}
        </Link>
      </div>
      {session.status === 'signed-out' ? (
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">
          {haveAccount[0]}
          <Link
            to={paths.signin.getHref(paths.becomeSeller.getHref())}
            className="font-medium text-emerald-700 underline dark:text-emerald-400"
          >
            {t('seller.signInToApply')}
          </Link>
          {haveAccount[1]}
        </p>
      ) : null}
    </Page>
  );
}
