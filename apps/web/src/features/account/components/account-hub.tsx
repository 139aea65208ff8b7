import { Link } from 'react-router';
import { Heart, LayoutList, MessageCircle, PlusCircle, ShieldCheck, Store, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../hooks/use-session';
import { isAdmin } from '../../../lib/roles';

// /account: where the landing's "Post an Ad" and the header's "Post AD" lead. It sends each person
// to the next useful step: sign in, post (sellers), or apply to become a seller (customers).

type Shortcut = { label: string; description: string; href: string; Icon: LucideIcon };

const SELLER_SHORTCUTS: Shortcut[] = [
  { label: 'Post a Classified Listing', description: 'Photos, price and details in a few minutes.', href: paths.postListing.getHref(), Icon: PlusCircle },
  { label: 'Manage listings', description: 'Edit, pause or remove your ads.', href: paths.manageListings.getHref(), Icon: LayoutList },
];

const ADMIN_SHORTCUT: Shortcut = { label: 'Admin console', description: 'Users, applications, moderation and the audit log.', href: paths.admin.getHref(), Icon: ShieldCheck };

const COMMON_SHORTCUTS: Shortcut[] = [
  { label: 'Profile', description: 'Your details and photo.', href: paths.profile.getHref(), Icon: UserRound },
  { label: 'Likes', description: 'Listings you like.', href: paths.likes.getHref(), Icon: Heart },
  { label: 'Messages', description: 'Chats with buyers and sellers.', href: paths.messages.getHref(), Icon: MessageCircle },
];

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

  if (session.status === 'signed-out') {
    return (
      <Page title="Your account" description="Sign in to post ads, message sellers and keep your likes on every device.">
        <div className="flex flex-wrap gap-3">
          <Link to={paths.signin.getHref(paths.account.getHref())} className={buttonClasses('primary')}>
            Sign In
          </Link>
          <Link to={paths.signup.getHref()} className={buttonClasses('outline')}>
            Sign Up
          </Link>
        </div>
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">
          Want to sell? <Link to={paths.seller.getHref()} className="font-medium text-emerald-700 underline dark:text-emerald-400">See how selling on Dwa works</Link>.
        </p>
      </Page>
    );
  }

  const { user, isSeller } = session;
  return (
    <Page title="Your account" description={`Signed in as ${user.name} (${user.email})`}>
      {isSeller ? null : (
        <section aria-labelledby="become-seller" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950">
          <h2 id="become-seller" className="flex items-center gap-2 font-semibold">
            <Store aria-hidden="true" className="size-5" /> Posting ads needs a seller account
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            Your account is a customer account: you can browse, like and message sellers. To post ads, apply for a seller account with
            your business name, address and phone.
          </p>
          <Link to={paths.becomeSeller.getHref()} className={buttonClasses('primary', 'md', 'mt-3')}>
            Become a Seller
          </Link>
        </section>
      )}
      <ShortcutGrid items={[...(isAdmin(user.userType) ? [ADMIN_SHORTCUT] : []), ...(isSeller ? SELLER_SHORTCUTS : []), ...COMMON_SHORTCUTS]} />
    </Page>
  );
}
