/**
 * One product: details, images, options and variants, pricing, merchandising, SEO.
 */
import { SectionTabs } from '../../components/section-tabs';

export function ProductScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Product</h1>
    </div>
  );
}
