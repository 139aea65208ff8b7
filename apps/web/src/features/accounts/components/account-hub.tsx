import { Link } from '../../../lib/router';
import { BellRing, Heart, IdCard, LayoutList, MessageCircle, PlusCircle, Scale, ShieldCheck, Store, UserRound, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../hooks/use-session';
import { isAdmin } from '../../../lib/roles';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { useT } from '../../../lib/i18n/i18n-context';
import { accountsMessages } from '../../../lib/i18n/catalogs/accounts';

// /account: where the landing's "Post an Ad" and the header's "Post AD" lead. It sends each person
// to the next useful step: sign in, post (sellers), or apply to become a seller (customers).

type Shortcut = { label: string; description: string; href: string; Icon: LucideIcon };

/** The shortcuts for this person: the admin console, a seller's listings, then everyone's (labels the header's, from the shell). */
function useShortcuts(admin: boolean, seller: boolean): Shortcut[] {
  const t = useT(accountsMessages);
  const shell = useT();
  return [
    ...(admin ? [{ label: shell('menu.admin'), description: t('admin.text'), href: paths.admin.getHref(), Icon: ShieldCheck }] : []),
    ...(seller
      ? [
          { label: t('post'), description: t('post.text'), href: paths.postListing.getHref(), Icon: PlusCircle },
          { label: t('manage'), description: t('manage.text'), href: paths.manageListings.getHref(), Icon: LayoutList },
          { label: t('verifyId'), description: t('verifyId.text'), href: paths.verifyIdentity.getHref(), Icon: IdCard },
        ]
      : []),
    { label: shell('menu.profile'), description: t('profile.text'), href: paths.profile.getHref(), Icon: UserRound },
    { label: shell('menu.likes'), description: t('likes.text'), href: paths.likes.getHref(), Icon: Heart },
    { label: t('savedSearches'), description: t('savedSearches.text'), href: paths.savedSearches.getHref(), Icon: BellRing },
    { label: shell('header.messages'), description: t('messages.text'), href: paths.messages.getHref(), Icon: MessageCircle },
    { label: shell('menu.earnings'), description: t('earnings.text'), href: paths.earnings.getHref(), Icon: Wallet },
    { label: shell('menu.disputes'), description: t('disputes.text'), href: paths.disputes.getHref(), Icon: Scale },
  ];
}

function ShortcutGrid({ items }: { items: Shortcut[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map(({ label, description, href, Icon }) => (
        <li key={label}>
          <Link
            to={href}
            className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 hover:border-emerald-500 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-gray-700 dark:bg-gray-900"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <span>
              <span className="block font-semibold">{label}</span>
              <span className="block text-sm text-gray-600 dark:text-gray-400">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AccountHub() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <SignedOut />;
  return <SignedIn user={session.user} isSeller={session.isSeller} />;
}

function SignedOut() {
  const t = useT(accountsMessages);
  const shell = useT();
  const wantToSell = aroundSlot(t('wantToSell', { link: SLOT }));
  return (
    <Page title={t('title')} description={t('signedOut')}>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.signin.getHref(paths.account.getHref())} className={buttonClasses('primary')}>
          {shell('header.signIn')}
        </Link>
        <Link to={paths.signup.getHref()} className={buttonClasses('outline')}>
          {shell('header.signUp')}
        </Link>
      </div>
      <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">
        {wantToSell[0]}
        <Link to={paths.seller.getHref()} className="font-medium text-emerald-700 underline dark:text-emerald-400">
          {t('howSelling')}
        </Link>
        {wantToSell[1]}
      </p>
    </Page>
  );
}

function SignedIn({ user, isSeller }: { user: { name: string; email: string; userType: string }; isSeller: boolean }) {
  const t = useT(accountsMessages);
  const shortcuts = useShortcuts(isAdmin(user.userType), isSeller);
  return (
    <Page title={t('title')} description={t('signedInAs', { name: user.name, email: user.email })}>
      {isSeller ? null : (
        <section
          aria-labelledby="become-seller"
          className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
        >
          <h2 id="become-seller" className="flex items-center gap-2 font-semibold">
            <Store aria-hidden="true" className="size-5" /> {t('customer.title')}
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('customer.text')}</p>
          <Link to={paths.becomeSeller.getHref()} className={buttonClasses('primary', 'md', 'mt-3')}>
            {t('becomeSeller')}
          </Link>
        </section>
      )}
      <ShortcutGrid items={shortcuts} />
    </Page>
  );
}
