import { AlternateHeader } from '../layouts/header/alternate-header';
import { LandingIslands, LandingPage } from '../../features/landing/components/landing-page';

/** The landing, under the alternate header every page but the storefront's has (sign in, or the person's links). */
export function Component() {
  return (
    <>
      <AlternateHeader />
      <LandingPage />
    </>
  );
}

/** Written by the server after the page, for the islands' script (ADR 100). */
export const Islands = LandingIslands;
