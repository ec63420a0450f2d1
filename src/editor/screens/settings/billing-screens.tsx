/**
 * The two billing destinations the spec names (§2): `/settings/billing/upgrade` (trial upgrade)
 * and `/settings/billing/subscriptions/website` (the website's subscription). Stoa takes no
 * payment for its own plans yet, so both say what the plan is and where billing will live.
 */
import { Link } from '@tanstack/react-router';
import { useSession } from '../../app/session';

function BillingScreen({ title, children }: { title: string; children: React.ReactNode }) {
  const { can } = useSession();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <p className="screen__crumbs">
        <Link to="/settings">Settings</Link> / Billing
      </p>
      <h1 id="screen-title" className="screen__title">
        {title}
      </h1>
      {can('billing.manage') ? children : <p className="notice">Only contributors with billing permission can see this.</p>}
    </section>
  );
}

export function UpgradeScreen() {
  return (
    <BillingScreen title="Upgrade your trial">
      <p>This site runs on Stoa with every feature on. There is no paid plan to choose yet: when there is, it will be chosen here.</p>
    </BillingScreen>
  );
}

export function WebsiteSubscriptionScreen() {
  return (
    <BillingScreen title="Website subscription">
      <dl className="summary-list">
        <dt>Plan</dt>
        <dd>Stoa (self-hosted)</dd>
        <dt>Billing</dt>
        <dd>No charges: this deployment is run by its operator.</dd>
      </dl>
    </BillingScreen>
  );
}
