/**
 * Visitors waiting for a product or variant to come back, and sending their notices.
 */
import { SectionTabs } from '../../components/section-tabs';

export function RestockScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Restock notices</h1>
    </div>
  );
}
