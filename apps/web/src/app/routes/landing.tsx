import { AlternateHeader } from '../layouts/header/alternate-header';
import { LandingPage } from '../../features/landing/components/landing-page';

/** The landing, under the alternate header every page but the storefront's has (sign in, or the person's links). */
export function Component() {
  return (
    <>
      <AlternateHeader />
      <LandingPage />
    </>
  );
}
