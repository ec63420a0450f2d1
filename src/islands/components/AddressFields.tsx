/**
 * A postal address as a group of fields (a `<fieldset>` with its legend), each with its inline
 * error; ids are `PREFIX-FIELD` so a form can move focus to the first invalid one. The fields
 * alone (`AddressFieldList`) go inside a group that has its own legend (the billing address).
 */
import { useMemo } from 'react';
import { countryOptions, type AddressInput } from './address-input';
import { TextField } from './TextField';

export interface AddressFieldsProps {
  prefix: string;
  legend: string;
  value: AddressInput;
  onChange: (value: AddressInput) => void;
  errors: Readonly<Record<string, string>>;
  locale: string;
}

/** The address in its own fieldset, titled by `legend`. */
export function AddressFields({ legend, ...fields }: AddressFieldsProps) {
  return (
    <fieldset className="FieldGroup">
      <legend className="FieldGroup-legend">{legend}</legend>
      <AddressFieldList {...fields} />
    </fieldset>
  );
}

/** The address's fields without a group of their own. */
export function AddressFieldList({ prefix, value, onChange, errors, locale }: Omit<AddressFieldsProps, 'legend'>) {
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const set = (field: keyof AddressInput) => (text: string) => onChange({ ...value, [field]: text });
  const id = (field: string) => `${prefix}-${field}`;
  const countryError = errors.country;
  return (
    <>
      <TextField id={id('name')} label="Full name" value={value.name} onChange={set('name')} error={errors.name} required autoComplete={`${prefix} name`} maxLength={200} />
      <TextField id={id('line1')} label="Address" value={value.line1} onChange={set('line1')} error={errors.line1} required autoComplete={`${prefix} address-line1`} maxLength={200} />
      <TextField id={id('line2')} label="Apartment, suite, etc." value={value.line2} onChange={set('line2')} error={errors.line2} autoComplete={`${prefix} address-line2`} maxLength={200} />
      <div className="FieldRow">
        <TextField id={id('city')} label="City" value={value.city} onChange={set('city')} error={errors.city} required autoComplete={`${prefix} address-level2`} maxLength={100} />
        <TextField id={id('region')} label="State or region" value={value.region} onChange={set('region')} error={errors.region} autoComplete={`${prefix} address-level1`} maxLength={100} />
        <TextField id={id('postalCode')} label="Postal code" value={value.postalCode} onChange={set('postalCode')} error={errors.postalCode} required autoComplete={`${prefix} postal-code`} maxLength={20} />
      </div>
      <div className={countryError !== undefined ? 'Field has-error' : 'Field'}>
        <label className="Field-label" htmlFor={id('country')}>
          Country
        </label>
        <select
          id={id('country')}
          name={id('country')}
          value={value.country}
          autoComplete={`${prefix} country`}
          required
          aria-invalid={countryError !== undefined ? true : undefined}
          aria-describedby={countryError !== undefined ? `${id('country')}-error` : undefined}
          onChange={(event) => set('country')(event.currentTarget.value)}
        >
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {countryError !== undefined && (
          <p className="Field-error" id={`${id('country')}-error`}>
            {countryError}
          </p>
        )}
      </div>
    </>
  );
}
