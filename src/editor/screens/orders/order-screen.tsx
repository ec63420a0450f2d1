/**
 * One order: lines, totals, addresses, payment and timeline; fulfil, refund, resend.
 */
import { SectionTabs } from '../../components/section-tabs';

export function OrderScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Order</h1>
    </div>
  );
}
