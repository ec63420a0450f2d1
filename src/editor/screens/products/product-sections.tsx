/**
 * The product form's smaller sections: how it sells (subscription, additional-fields form,
 * button text, a digital product's file), merchandising (spec §3 Product merchandising
 * context: low-stock message, sold-out text, restock notices and mailing-list sign-up) and how
 * search engines show it (description and URL slug).
 */
import { useState, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { ProductType } from '../../../shared/enums';
import { FilePickerDialog } from '../../components/file-picker-dialog';
import { TextField } from '../../components/text-field';
import type { ProductValues, TriState } from './product-values';

type TextName = Extract<FieldPath<ProductValues>, 'billingValue' | 'billingCycles' | 'customAddButtonText' | 'scarcityText' | 'scarcityThreshold' | 'customSoldOutText' | 'searchDescription' | 'urlId'>;

function Text({ name, label, help, multiline, disabled }: { name: TextName; label: string; help?: string; multiline?: boolean; disabled?: boolean }) {
  const { control } = useFormContext<ProductValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField label={label} help={help} multiline={multiline} isDisabled={disabled} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message ?? null} />
      )}
    />
  );
}

function Check({ name, children }: { name: 'isSubscribable' | 'useCustomAddButtonText'; children: ReactNode }) {
  const { register } = useFormContext<ProductValues>();
  return (
    <label className="product-form__check">
      <input type="checkbox" {...register(name)} />
      {children}
    </label>
  );
}

type TriName = 'scarcityEnabled' | 'restockNotificationsEnabled' | 'mailingListSignUpEnabled' | 'mailingListOptInByDefault';
function Tri({ name, label }: { name: TriName; label: string }) {
  const { register } = useFormContext<ProductValues>();
  const id = `product-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" {...register(name)}>
        {(['default', 'on', 'off'] as TriState[]).map((v) => (
          <option key={v} value={v}>
            {v === 'default' ? 'As the store’s settings' : v === 'on' ? 'On' : 'Off'}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SellingSection({ forms }: { forms: { id: string; name: string }[] }) {
  const { control, register, setValue } = useFormContext<ProductValues>();
  const type = useWatch({ control, name: 'productType' });
  const subscribable = useWatch({ control, name: 'isSubscribable' });
  const custom = useWatch({ control, name: 'useCustomAddButtonText' });
  const fileId = useWatch({ control, name: 'digitalFileAssetId' });
  const [picking, setPicking] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const canSubscribe = type === ProductType.PHYSICAL || type === ProductType.SERVICE;

  return (
    <section className="panel form-stack" aria-labelledby="product-selling">
      <h2 id="product-selling" className="product-form__heading">
        Selling
      </h2>
      {type === ProductType.DIGITAL && (
        <div className="field">
          <span className="field__label">File to deliver</span>
          <p className="field__help">{fileId === null ? 'No file yet: buyers get a download link once you choose one.' : `Buyers download ${fileName ?? `file ${fileId}`} after paying.`}</p>
          <div className="screen__toolbar">
            <button type="button" className="button" onClick={() => setPicking(true)}>
              {fileId === null ? 'Choose file' : 'Change file'}
            </button>
            {fileId !== null && (
              <button type="button" className="button" onClick={() => setValue('digitalFileAssetId', null, { shouldDirty: true })}>
                Remove file
              </button>
            )}
          </div>
          <FilePickerDialog
            isOpen={picking}
            accept="any"
            title="File to deliver"
            onClose={() => setPicking(false)}
            onChoose={(asset) => {
              setPicking(false);
              setFileName(asset.name);
              setValue('digitalFileAssetId', asset.id, { shouldDirty: true });
            }}
          />
        </div>
      )}
      {canSubscribe && (
        <div className="form-stack">
          <Check name="isSubscribable">Sell as a subscription</Check>
          {subscribable && (
            <div className="product-form__pair">
              <Text name="billingValue" label="Bill every" help="A number from 1 to 52." />
              <div className="field">
                <label htmlFor="product-billing-unit">Period</label>
                <select id="product-billing-unit" className="input" {...register('billingUnit')}>
                  <option value="WEEK">Weeks</option>
                  <option value="MONTH">Months</option>
                  <option value="YEAR">Years</option>
                </select>
              </div>
              <Text name="billingCycles" label="Number of payments" help="0 bills until the subscriber cancels." />
            </div>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor="product-form-id">Additional fields form</label>
        <select id="product-form-id" className="input" {...register('additionalFieldsFormId')} aria-describedby="product-form-id-help">
          <option value="">None</option>
          {forms.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
        <p id="product-form-id-help" className="field__help">
          Buyers fill in this form when adding the product to their cart (e.g. an engraving text).
        </p>
      </div>
      <Check name="useCustomAddButtonText">Use my own text on the add-to-cart button</Check>
      {custom && <Text name="customAddButtonText" label="Button text" />}
    </section>
  );
}

export function MerchandisingSection() {
  return (
    <section className="panel form-stack" aria-labelledby="product-merchandising">
      <h2 id="product-merchandising" className="product-form__heading">
        Merchandising
      </h2>
      <Tri name="scarcityEnabled" label="Low-stock message" />
      <div className="product-form__pair">
        <Text name="scarcityText" label="Low-stock message text" help="{qtyInStock} is replaced by the stock. Empty: the store's text." />
        <Text name="scarcityThreshold" label="Low-stock threshold" help="Shown at this many units or fewer. Empty: the store's threshold." />
      </div>
      <Text name="customSoldOutText" label="Sold-out text" help="Shown instead of “Sold out”. Empty: “Sold out”." />
      <Tri name="restockNotificationsEnabled" label="Restock notices (“Notify me when available”)" />
      <div className="product-form__pair">
        <Tri name="mailingListSignUpEnabled" label="Offer mailing-list sign-up on the restock form" />
        <Tri name="mailingListOptInByDefault" label="Mailing-list box checked by default" />
      </div>
    </section>
  );
}

export function SearchSection({ fullUrl }: { fullUrl: string }) {
  const { control } = useFormContext<ProductValues>();
  const urlId = useWatch({ control, name: 'urlId' });
  return (
    <section className="panel form-stack" aria-labelledby="product-seo">
      <h2 id="product-seo" className="product-form__heading">
        Search engines
      </h2>
      <Text name="searchDescription" label="Search description" multiline help="Shown by search engines and link previews. Empty: the start of the description." />
      <Text name="urlId" label="URL slug" help={`The product's address: ${fullUrl.replace(/[^/]*$/, '')}${urlId}`} />
    </section>
  );
}
