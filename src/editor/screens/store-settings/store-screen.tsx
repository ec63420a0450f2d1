/**
 * Currency, checkout minimum, service quantities and test mode.
 */
import { SectionTabs } from '../../components/section-tabs';

export function StoreSettingsScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Store</h1>
    </div>
  );
}
