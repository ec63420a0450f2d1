/**
 * The tracking pixel and the product feed for dynamic ads.
 */
import { SectionTabs } from '../../components/section-tabs';

export function MarketingScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Pixel and feed</h1>
    </div>
  );
}
