/**
 * Tax rules by region.
 */
import { SectionTabs } from '../../components/section-tabs';

export function TaxesScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Taxes</h1>
    </div>
  );
}
