/**
 * The store's orders with filters, search and saved views.
 */
import { SectionTabs } from '../../components/section-tabs';

export function OrdersScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Orders</h1>
    </div>
  );
}
