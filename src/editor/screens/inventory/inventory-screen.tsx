/**
 * Stock per product and variant, with inline edits and the scarcity settings.
 */
import { SectionTabs } from '../../components/section-tabs';

export function InventoryScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Inventory</h1>
    </div>
  );
}
