import { LegalPage } from '../../features/legal/components/legal-page';
import { TERMS } from '../../features/legal/data/terms';

export function Component() {
  return <LegalPage document={TERMS} />;
}
