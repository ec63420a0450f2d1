/**
 * The product's options (Size: S, M; Color: Red, Blue): each a name and its values, at most
 * six. The variant grid follows them: every change of names or values regenerates the rows
 * (their cartesian product), keeping what was set on the variants they grew from.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CATALOG_LIMITS } from '../../../shared/api/catalog';
import { ProductType } from '../../../shared/enums';
import { hasOptions, optionsOf, variantsFor, type OptionValues, type ProductValues } from './product-values';
import { MAX_VARIANTS } from './variant-rows';

export function ProductOptions() {
  const { control, setValue, getValues, formState } = useFormContext<ProductValues>();
  const options = useWatch({ control, name: 'options' });
  const type = useWatch({ control, name: 'productType' });
  const [tooMany, setTooMany] = useState(false);
  const gridKey = JSON.stringify(optionsOf({ options, productType: type }));
  const shownKey = useRef(gridKey);

  // Regenerate the grid only when the options it is made from change (not on load).
  useEffect(() => {
    if (gridKey === shownKey.current) return;
    const next = variantsFor(optionsOf({ options: getValues('options'), productType: getValues('productType') }), getValues('variants'));
    setTooMany(next === null);
    if (next === null) return;
    shownKey.current = gridKey;
    setValue('variants', next, { shouldDirty: true });
  }, [gridKey, getValues, setValue]);

  if (!hasOptions(type)) return <p className="field__help">A digital product is sold as one thing: it has no options.</p>;
  const giftCard = type === ProductType.GIFT_CARD;
  const change = (next: OptionValues[]) => setValue('options', next, { shouldDirty: true });
  const errors = formState.errors.options;

  return (
    <div className="form-stack">
      <p className="field__help">
        {giftCard
          ? 'A gift card is sold in amounts: add an option named Value listing them (e.g. 25, 50, 100) and price each one below.'
          : 'Options are what a buyer chooses, such as Size or Color. Each combination of their values is a variant with its own price, SKU and stock.'}
      </p>
      {options.length > 0 && (
        <ul className="product-options" aria-label="Options">
          {options.map((option, index) => (
            <li key={index} className="product-option">
              <div className="field">
                <label htmlFor={`option-name-${index}`}>Option {index + 1} name</label>
                <input id={`option-name-${index}`} className="input" value={option.name} maxLength={CATALOG_LIMITS.maxOptionText} aria-invalid={errors?.[index]?.name !== undefined} onChange={(e) => change(options.map((o, i) => (i === index ? { ...o, name: e.target.value } : o)))} />
                {errors?.[index]?.name?.message !== undefined && <p className="field__error">{errors[index]?.name?.message}</p>}
              </div>
              <div className="field">
                <label htmlFor={`option-values-${index}`}>Option {index + 1} values</label>
                <input
                  id={`option-values-${index}`}
                  className="input"
                  value={option.values}
                  aria-describedby={`option-values-help-${index}`}
                  aria-invalid={errors?.[index]?.values !== undefined}
                  onChange={(e) => change(options.map((o, i) => (i === index ? { ...o, values: e.target.value } : o)))}
                />
                <p id={`option-values-help-${index}`} className="field__help">
                  Separated by commas, e.g. S, M, L.
                </p>
                {errors?.[index]?.values?.message !== undefined && <p className="field__error">{errors[index]?.values?.message}</p>}
              </div>
              <button type="button" className="button button--small product-option__remove" onClick={() => change(options.filter((_, i) => i !== index))}>
                Remove option<span className="visually-hidden"> {option.name || index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {tooMany && (
        <p className="notice notice--error" role="alert">
          These options make more than {MAX_VARIANTS} variants. Remove some values; the grid keeps its last {getValues('variants').length} variants until then.
        </p>
      )}
      <div>
        <button type="button" className="button" disabled={options.length >= CATALOG_LIMITS.maxOptions} onClick={() => change([...options, { name: giftCard && options.length === 0 ? 'Value' : '', values: '' }])}>
          Add option
        </button>
      </div>
    </div>
  );
}
