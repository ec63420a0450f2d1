/**
 * The Marketing screen (GAP-05): the tracking pixel and the product feed for dynamic ads.
 */
import { SectionTabs } from '../../components/section-tabs';
import { ProductFeedPanel } from './product-feed-panel';
import { TrackingPixelPanel } from './tracking-pixel-panel';
import './marketing.css';

export function MarketingScreen() {
  return (
    <section className="screen marketing" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Pixel and feed
      </h1>
      <TrackingPixelPanel />
      <ProductFeedPanel />
    </section>
  );
}
