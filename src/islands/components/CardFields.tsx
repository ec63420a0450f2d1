/**
 * Card payment fields (number, expiry, security code) with inline errors; ids are
 * `PREFIX-number`, `PREFIX-expiry`, `PREFIX-cvc`. In test mode (GAP-58) it names the test
 * processor's cards, since no real card works there.
 */
import type { CardInput } from './card-input';
import { TextField } from './TextField';

export interface CardFieldsProps {
  prefix: string;
  value: CardInput;
  onChange: (value: CardInput) => void;
  errors: Readonly<Record<string, string>>;
  testMode: boolean;
}

export const TEST_CARD_HINT = 'Test mode: pay with 4242 4242 4242 4242, any future date and any 3 digits. 4000 0000 0000 0002 is declined; 4000 0027 6000 3184 asks for a confirmation.';

export function CardFields({ prefix, value, onChange, errors, testMode }: CardFieldsProps) {
  const set = (field: keyof CardInput) => (text: string) => onChange({ ...value, [field]: text });
  return (
    <fieldset className="FieldGroup">
      <legend className="FieldGroup-legend">Payment</legend>
      {testMode && <p className="FieldGroup-note">{TEST_CARD_HINT}</p>}
      <TextField id={`${prefix}-number`} label="Card number" value={value.number} onChange={set('number')} error={errors.number} required autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      <div className="FieldRow">
        <TextField id={`${prefix}-expiry`} label="Expiry date (MM / YY)" value={value.expiry} onChange={set('expiry')} error={errors.expiry} required autoComplete="cc-exp" inputMode="numeric" maxLength={9} />
        <TextField id={`${prefix}-cvc`} label="Security code" value={value.cvc} onChange={set('cvc')} error={errors.cvc} required autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
    </fieldset>
  );
}
