/**
 * Product subscriptions: next renewal, status, cancelling.
 */
import { SectionTabs } from '../../components/section-tabs';

export function SubscriptionsScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Subscriptions</h1>
    </div>
  );
}
