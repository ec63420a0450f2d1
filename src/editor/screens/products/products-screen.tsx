/**
 * The store's products: search, filters, bulk actions, CSV import and export.
 */
import { SectionTabs } from '../../components/section-tabs';

export function ProductsScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Products</h1>
    </div>
  );
}
