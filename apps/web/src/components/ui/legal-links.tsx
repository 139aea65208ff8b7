import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/i18n-context';
import { footerMessages } from '../../lib/i18n/catalogs/footer';

/** The Terms and Conditions and the Privacy Policy, at the foot of every footer (`centered` on the landing's). */
export function LegalLinks({ centered = false }: { centered?: boolean }) {
  const t = useT(footerMessages);
  return (
    <ul className={`flex flex-wrap ${centered ? 'justify-center ' : ''}gap-x-4 gap-y-1`}>
      <li>
        <Link to={paths.terms.getHref()} className="underline-offset-2 hover:text-white hover:underline">
          {t('terms')}
        </Link>
      </li>
      <li>
        <Link to={paths.privacy.getHref()} className="underline-offset-2 hover:text-white hover:underline">
          {t('privacy')}
        </Link>
      </li>
    </ul>
  );
}
