/** Billing: where the trial upgrade and the website's subscription live (spec §2). */
import { Link } from '@tanstack/react-router';

export function BillingSection() {
  return (
    <div className="form-stack">
      <h2 className="settings-section__title">Billing</h2>
      <ul className="settings-links">
        <li>
          <Link to="/settings/billing/upgrade" className="button">
            Upgrade
          </Link>
        </li>
        <li>
          <Link to="/settings/billing/subscriptions/website" className="button">
            Website subscription
          </Link>
        </li>
      </ul>
    </div>
  );
}
