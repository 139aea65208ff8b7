import { AppDownload } from './app-download';
import { Articles } from './articles';
import { MarketplaceTiles } from './marketplace-tiles';
import { SellerChoice } from './seller-choice';
import { SellerOptions } from './seller-options';
import { Stats } from './stats';
import { TestimonialsCarousel } from './testimonials-carousel';

/** The landing page from the marketplace tiles down to the app download (below the fold on a phone). */
export function LandingBelowFold() {
  return (
    <>
      <MarketplaceTiles />
      <div className="mx-auto grid max-w-7xl gap-4 px-4 pt-12 lg:grid-cols-2">
        <SellerChoice />
        <SellerOptions />
      </div>
      <Stats />
      <TestimonialsCarousel />
      <Articles />
      <AppDownload />
    </>
  );
}
