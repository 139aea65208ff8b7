import { paths } from '../../../config/paths';
import { useAuthToken } from '../../../hooks/use-session';
import { FooterColumn } from '../../../components/ui/footer-column';
import { ContactLines, FooterFrame } from './footer-frame';

const CLASSIFIEDS_LINKS = [
  { label: 'Browse all ads', href: paths.listings.getHref() },
  { label: 'Post an ad', href: paths.account.getHref() },
  { label: 'Manage listings', href: paths.manageListings.getHref() },
  { label: 'Saved items', href: paths.wishlist.getHref() },
];

const VISITOR_LINKS = [
  { label: 'Log in', href: paths.signin.getHref() },
  { label: 'Create an account', href: paths.signup.getHref() },
  { label: 'Profile', href: paths.profile.getHref() },
  { label: 'Inbox', href: paths.messages.getHref() },
];

/** A signed-in person has an account already: no 'Log in' or 'Create an account'. */
const SIGNED_IN_LINKS = [
  { label: 'Profile', href: paths.profile.getHref() },
  { label: 'Inbox', href: paths.messages.getHref() },
  { label: 'My purchases', href: paths.purchases.getHref() },
  { label: 'Notifications', href: paths.notifications.getHref() },
];

/** The footer of the classifieds section. */
export function ClassifiedsFooter() {
  const signedIn = useAuthToken() !== null;
  return (
    <FooterFrame gridClassName="sm:grid-cols-3" copyright="Dwa Classifieds">
      <FooterColumn title="Classifieds" links={CLASSIFIEDS_LINKS} />
      <FooterColumn title="Your account" links={signedIn ? SIGNED_IN_LINKS : VISITOR_LINKS} />
      <FooterColumn title="Support">
        <div className="space-y-2 text-sm">
          <ContactLines />
        </div>
      </FooterColumn>
    </FooterFrame>
  );
}
