/**
 * Site users and guest buyers with their orders and total spent.
 */
import { SectionTabs } from '../../components/section-tabs';

export function CustomersScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Customers</h1>
    </div>
  );
}
