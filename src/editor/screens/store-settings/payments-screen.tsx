/**
 * The instalment provider's settings.
 */
import { SectionTabs } from '../../components/section-tabs';

export function PaymentsScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Payments</h1>
    </div>
  );
}
