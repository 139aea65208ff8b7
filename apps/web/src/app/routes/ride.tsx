import { RidePage } from '../../features/ride/components/ride-page';

export function Component() {
  return <RidePage />;
}
