import { paths } from '../../../config/paths';
import { FooterColumn } from '../../../components/ui/footer-column';
import { useT } from '../../../lib/i18n/i18n-context';
import { footerMessages } from '../../../lib/i18n/catalogs/footer';
import { ContactLines, FooterFrame } from './footer-frame';

/**
 * The footer of the classifieds section. `signedIn` comes from the layout: the footer hydrates only
 * when it comes near the screen (ADR 050), and a change of its props is what makes it load at once.
 */
export function ClassifiedsFooter({ signedIn }: { signedIn: boolean }) {
  const t = useT(footerMessages);
  const shell = useT();
  const classifieds = [
    { label: t('browseAll'), href: paths.listings.getHref() },
    { label: t('postAd'), href: paths.account.getHref() },
    { label: shell('menu.manageListings'), href: paths.manageListings.getHref() },
    { label: t('savedItems'), href: paths.wishlist.getHref() },
  ];
  const profile = { label: shell('menu.profile'), href: paths.profile.getHref() };
  const inbox = { label: t('inbox'), href: paths.messages.getHref() };
  // A signed-in person has an account already: no 'Log in' or 'Create an account'.
  const account = signedIn
    ? [
        profile,
        inbox,
        { label: shell('menu.purchases'), href: paths.purchases.getHref() },
        { label: shell('menu.notifications'), href: paths.notifications.getHref() },
      ]
    : [{ label: t('logIn'), href: paths.signin.getHref() }, { label: t('createAccount'), href: paths.signup.getHref() }, profile, inbox];
  return (
    <FooterFrame gridClassName="sm:grid-cols-3" copyright={t('classifiedsCopyright')}>
      <FooterColumn title={t('classifieds')} links={classifieds} />
      <FooterColumn title={t('yourAccount')} links={account} />
      <FooterColumn title={t('support')}>
        <div className="space-y-2 text-sm">
          <ContactLines />
        </div>
      </FooterColumn>
    </FooterFrame>
  );
}
