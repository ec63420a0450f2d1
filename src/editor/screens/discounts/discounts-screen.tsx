/**
 * Coupons: create, edit, disable, usage.
 */
import { SectionTabs } from '../../components/section-tabs';

export function DiscountsScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Discounts</h1>
    </div>
  );
}
