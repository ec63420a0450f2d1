/**
 * A printable packing slip for one order.
 */
import { SectionTabs } from '../../components/section-tabs';

export function PackingSlipScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Packing slip</h1>
    </div>
  );
}
