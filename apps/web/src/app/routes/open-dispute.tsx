import { OpenDisputePage } from '../../features/disputes/components/open-dispute-page';

export function Component() {
  return <OpenDisputePage />;
}
