/**
 * A shipping estimate on the cart (GAP-54): country, region and postal code set the cart's
 * shipping location; the options the owner's zones offer there are then listed to choose
 * from, and the totals follow the choice. Only for carts with something to ship.
 */
import { useId, useMemo, useState } from 'react';
import type { ShippingLocation, ShoppingCart } from '../../shared/api/cart';
import { centsText, type FailureNotice } from './cart-page-rules';
import { countries } from '../../shared/countries';
import { Notice } from './Notice';

export interface ShippingEstimateProps {
  cart: ShoppingCart;
  currency: string;
  locale: string;
  notice: FailureNotice | null;
  onEstimate: (location: ShippingLocation) => void;
  /** Settles once the cart has answered, whether or not the choice was taken. */
  onChoose: (optionId: string) => Promise<unknown>;
}

export function ShippingEstimate({ cart, currency, locale, notice, onEstimate, onChoose }: ShippingEstimateProps) {
  const id = useId();
  const list = useMemo(() => countries(locale), [locale]);
  const location = cart.shippingLocation;
  const [country, setCountry] = useState(location?.country ?? '');
  const [region, setRegion] = useState(location?.region ?? '');
  const [postalCode, setPostalCode] = useState(location?.postalCode ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (country === '') return setProblem('Choose a country.');
    setProblem(null);
    onEstimate({ country, region: region.trim() === '' ? null : region.trim(), postalCode: postalCode.trim() === '' ? null : postalCode.trim() });
  };
  // The clicked option shows as chosen at once, while the cart recalculates; once the cart
  // answers, its own choice shows again (the new option, or the old one if the change failed).
  const [pending, setPending] = useState<string | null>(null);
  const choose = (optionId: string) => {
    setPending(optionId);
    void onChoose(optionId).finally(() => setPending(null));
  };
  const selected = pending ?? cart.selectedShippingOption?.id ?? null;
  return (
    <section className="CartShipping" aria-labelledby={`${id}-title`}>
      <h2 className="CartSummary-title" id={`${id}-title`}>
        Estimate shipping
      </h2>
      <form className="CartShipping-form" noValidate onSubmit={submit}>
        <label htmlFor={`${id}-country`}>Country</label>
        <select
          id={`${id}-country`}
          value={country}
          aria-invalid={problem !== null ? true : undefined}
          aria-describedby={problem !== null ? `${id}-problem` : undefined}
          onChange={(e) => setCountry((e.target as HTMLSelectElement).value)}
        >
          <option value="">Choose a country</option>
          {list.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {problem !== null && (
          <p className="CartEntry-problem" id={`${id}-problem`}>
            {problem}
          </p>
        )}
        <label htmlFor={`${id}-region`}>State or region (optional)</label>
        <input id={`${id}-region`} type="text" autoComplete="address-level1" maxLength={100} value={region} onInput={(e) => setRegion((e.target as HTMLInputElement).value)} />
        <label htmlFor={`${id}-postal`}>Postal code (optional)</label>
        <input id={`${id}-postal`} type="text" autoComplete="postal-code" maxLength={20} value={postalCode} onInput={(e) => setPostalCode((e.target as HTMLInputElement).value)} />
        <button type="submit" className="Button Button--secondary CartShipping-estimate">
          Estimate
        </button>
      </form>
      {notice !== null && <Notice notice={notice} />}
      {location !== null && cart.shippingOptions.length === 0 && <p className="CartShipping-none">No shipping options are available for this address.</p>}
      {cart.shippingOptions.length > 0 && (
        <fieldset className="CartShipping-options">
          <legend>Shipping options</legend>
          {cart.shippingOptions.map((o) => (
            <label key={o.id} className="CartShipping-option">
              <input type="radio" name={`${id}-option`} value={o.id} checked={o.id === selected} onChange={() => choose(o.id)} />
              <span>{`${o.name} — ${o.costCents === 0 ? 'Free' : centsText(o.costCents, currency, locale)}`}</span>
              {o.deliveryEstimate !== null && <span className="CartShipping-estimateText">{` (${o.deliveryEstimate})`}</span>}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
