import { InfoCards } from './info-cards';
import { PromoCarousel } from './promo-carousel';
import { RecentAds } from './recent-ads';
import { RecommendedProducts } from './recommended-products';
import { SellBuyCta } from './sell-buy-cta';

/** The classifieds home from Recent Ads down. */
export function ClassifiedsBelowFold() {
  return (
    <>
      <RecentAds />
      <SellBuyCta />
      <RecommendedProducts />
      <PromoCarousel />
      <InfoCards />
    </>
  );
}
