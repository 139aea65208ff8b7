import { PromosPage } from '../../features/promos/components/promos-page';

export function Component() {
  return <PromosPage />;
}
