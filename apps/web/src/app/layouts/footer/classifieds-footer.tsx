import { paths } from '../../../config/paths';
import { FooterColumn } from '../../../components/ui/footer-column';
import { ContactLines, FooterFrame } from './footer-frame';

const CLASSIFIEDS_LINKS = [
  { label: 'Browse all ads', href: paths.listings.getHref() },
  { label: 'Post an ad', href: paths.account.getHref() },
  { label: 'Manage listings', href: paths.manageListings.getHref() },
  { label: 'Saved items', href: paths.wishlist.getHref() },
];

const ACCOUNT_LINKS = [
  { label: 'Log in', href: paths.signin.getHref() },
  { label: 'Create an account', href: paths.signup.getHref() },
  { label: 'Profile', href: paths.profile.getHref() },
  { label: 'Inbox', href: paths.messages.getHref() },
];

/** The footer of the classifieds section. */
export function ClassifiedsFooter() {
  return (
    <FooterFrame gridClassName="sm:grid-cols-3" copyright="Dwa Classifieds">
      <FooterColumn title="Classifieds" links={CLASSIFIEDS_LINKS} />
      <FooterColumn title="Your account" links={ACCOUNT_LINKS} />
      <FooterColumn title="Support">
        <div className="space-y-2 text-sm">
          <ContactLines />
        </div>
      </FooterColumn>
    </FooterFrame>
  );
}
