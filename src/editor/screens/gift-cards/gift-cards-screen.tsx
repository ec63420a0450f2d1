/**
 * The store's gift cards: balances, ledgers, issuing, disabling and resending.
 */
import { SectionTabs } from '../../components/section-tabs';

export function GiftCardsScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">Gift cards</h1>
    </div>
  );
}
