/**
 * Shipping zones and their rates.
 */
import { SectionTabs } from '../../components/section-tabs';

export function ShippingScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Shipping</h1>
    </div>
  );
}
