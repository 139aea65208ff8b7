import { Link } from 'react-router';
import { Camera, MessageCircle, PlusCircle, UserPlus } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useSession } from '../../../hooks/use-session';

// /seller: the landing's "Seller" and "Sell Anything" lead here. It explains selling and points
// each person to their next step.

const STEPS = [
  { title: 'Create your account', text: 'Sign up with your email and phone and confirm the 6-digit code we send you.', Icon: UserPlus },
  { title: 'Get a seller account', text: 'Every new account is a customer account: apply with your business name, address and phone.', Icon: PlusCircle },
  { title: 'Post your ad', text: 'Up to 5 photos, a clear title, a fair price in cedis and where you are in Ghana.', Icon: Camera },
  { title: 'Chat and sell', text: 'Buyers message you from your listing; agree on a place and time and get paid.', Icon: MessageCircle },
];

export function SellerLanding() {
  const session = useSession();
  const next =
    session.status !== 'signed-in'
      ? { href: paths.signup.getHref(), label: 'Sign Up to Sell' }
      : session.isSeller
        ? { href: paths.postListing.getHref(), label: 'Post a Classified Listing' }
        : { href: paths.becomeSeller.getHref(), label: 'Become a Seller' };
  return (
    <Page title="Sell on Dwa" description="Reach buyers across Accra, Kumasi and all 16 regions of Ghana.">
      <ol className="grid gap-4 sm:grid-cols-2">
        {STEPS.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
            <p className="flex items-center gap-2 font-semibold">
              <Icon aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
              {index + 1}. {title}
            </p>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={next.href} className={buttonClasses('primary')}>
          {next.label}
        </Link>
        <Link to={paths.listings.getHref()} className={buttonClasses('outline')}>
          Browse Listings
        </Link>
      </div>
      {session.status === 'signed-out' ? (
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">
          Already have an account?{' '}
          <Link to={paths.signin.getHref(paths.becomeSeller.getHref())} className="font-medium text-emerald-700 underline dark:text-emerald-400">
            Sign in to apply
          </Link>
          .
        </p>
      ) : null}
    </Page>
  );
}
