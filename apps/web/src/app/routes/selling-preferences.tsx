import { ComingSoon } from '../../components/ui/coming-soon';
import { useT } from '../../lib/i18n/i18n-context';

export function Component() {
  return <ComingSoon title={useT()('menu.sellingPreferences')} />;
}
