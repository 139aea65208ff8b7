import { RidePage } from '../../features/rides/components/ride-page';

export function Component() {
  return <RidePage />;
}
