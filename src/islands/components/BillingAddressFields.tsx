/**
 * The billing address of a purchase (GAP-52), shared by checkout and the subscription page.
 * When the order also ships, a checkbox 'Billing address is the same as shipping address'
 * (checked by default) stands in for the fields, as buyers expect; unchecking it shows them
 * below it, where focus already is. When nothing ships, the fields are asked directly. Ids are
 * `billing-FIELD` (and `billing-same` for the checkbox), so error links and focus can reach them.
 */
import { AddressFieldList, AddressFields } from './AddressFields';
import { BILLING_PREFIX, type AddressInput } from './address-input';

export const BILLING_SAME_ID = 'billing-same';
export const BILLING_LEGEND = 'Billing address';
export const BILLING_SAME_LABEL = 'Billing address is the same as shipping address';

export interface BillingAddressFieldsProps {
  /** The order has a shipping address to offer as the billing address. */
  offerShipping: boolean;
  same: boolean;
  onSame: (same: boolean) => void;
  value: AddressInput;
  onChange: (value: AddressInput) => void;
  /** Messages by field name (`postalCode`, …). */
  errors: Readonly<Record<string, string>>;
  locale: string;
}

/** The billing address group: the checkbox (and the fields once unchecked), or the fields alone. */
export function BillingAddressFields({ offerShipping, same, onSame, ...fields }: BillingAddressFieldsProps) {
  if (!offerShipping) return <AddressFields prefix={BILLING_PREFIX} legend={BILLING_LEGEND} {...fields} />;
  return (
    <fieldset className="FieldGroup">
      <legend className="FieldGroup-legend">{BILLING_LEGEND}</legend>
      <div className="CheckboxField">
        <input type="checkbox" id={BILLING_SAME_ID} name={BILLING_SAME_ID} checked={same} onChange={(event) => onSame(event.currentTarget.checked)} />
        <label htmlFor={BILLING_SAME_ID}>{BILLING_SAME_LABEL}</label>
      </div>
      {!same && <AddressFieldList prefix={BILLING_PREFIX} {...fields} />}
    </fieldset>
  );
}
