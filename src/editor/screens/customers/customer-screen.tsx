/**
 * One customer: orders, subscriptions, total spent.
 */
import { SectionTabs } from '../../components/section-tabs';

export function CustomerScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Customer</h1>
    </div>
  );
}
