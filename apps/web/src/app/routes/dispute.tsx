import { DisputePage } from '../../features/disputes/components/dispute-page';

export function Component() {
  return <DisputePage />;
}
