/**
 * Creating or editing a tax rule (GAP-53): its name, country, optional region, rate as a
 * percentage and whether shipping is taxed too. Checked in the browser with the same rate
 * reading the server uses; the server's field errors land on the same fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Checkbox } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { OwnerTaxRule } from '../../../shared/api/pricing-rules';
import { pricingRulesEndpoints } from '../../../shared/api/pricing-rules-endpoints';
import { parseRatePercent } from '../../../shared/tax-rate';
import { ownerCall } from '../../api/owner-client';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';
import { failureMessage, serverErrorsFor, storeKeys } from './store-settings-data';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name, such as Maine sales tax.').max(200),
  country: z.string().trim().regex(/^[A-Za-z]{2}$/, 'A two-letter country code, such as US.'),
  region: z.string().trim().max(100),
  rate: z.string().refine((rate) => parseRatePercent(rate) !== null, 'A percentage from 0 to 100 with at most 4 decimals, such as 8.875.'),
  appliesToShipping: z.boolean(),
});
type Values = z.infer<typeof schema>;

interface Props {
  rule: OwnerTaxRule | 'new' | null;
  onClose(): void;
  onSaved(rule: OwnerTaxRule, created: boolean): void;
}

export function TaxRuleDialog({ rule, onClose, onSaved }: Props) {
  return (
    <EditorDialog title={rule === 'new' ? 'New tax rule' : 'Edit tax rule'} isOpen={rule !== null} onClose={onClose}>
      {rule !== null && <TaxRuleForm key={rule === 'new' ? 'new' : rule.id} rule={rule === 'new' ? null : rule} onClose={onClose} onSaved={onSaved} />}
    </EditorDialog>
  );
}

function TaxRuleForm({ rule, onClose, onSaved }: { rule: OwnerTaxRule | null; onClose(): void; onSaved: Props['onSaved'] }) {
  const client = useQueryClient();
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: rule?.name ?? '', country: rule?.country ?? '', region: rule?.region ?? '', rate: rule?.rate ?? '', appliesToShipping: rule?.appliesToShipping ?? false },
  });
  const save = useMutation({
    mutationFn: async (values: Values) => {
      const body = { name: values.name, country: values.country, region: values.region === '' ? null : values.region, rate: values.rate.trim(), appliesToShipping: values.appliesToShipping };
      const answer = rule === null ? await ownerCall(pricingRulesEndpoints.createTaxRule, { body }) : await ownerCall(pricingRulesEndpoints.replaceTaxRule, { params: { id: rule.id }, body });
      return answer.taxRule;
    },
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: storeKeys.taxRules });
      onSaved(saved, rule === null);
      onClose();
    },
  });
  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrorsFor(save.error))) if (path in schema.shape) setError(path as keyof Values, { message });
  }, [save.error, setError]);

  const text = (name: 'name' | 'country' | 'region' | 'rate', label: string, help?: string, autoFocus = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField label={label} help={help} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message ?? null} autoFocus={autoFocus} />
      )}
    />
  );
  const failure = failureMessage(save.error);

  return (
    <form className="form-stack" onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)} noValidate>
      {text('name', 'Name', undefined, true)}
      <div className="store-form__row">
        {text('country', 'Country code', 'Two letters, such as US.')}
        {text('region', 'Region', 'A state or province code, such as ME. Empty: the whole country.')}
      </div>
      {text('rate', 'Rate (%)', 'Such as 5.5 or 8.875.')}
      <Controller
        control={control}
        name="appliesToShipping"
        render={({ field }) => (
          <Checkbox className="checkbox" isSelected={field.value} onChange={field.onChange}>
            <span className="checkbox__box" aria-hidden="true" />
            Tax shipping too
          </Checkbox>
        )}
      />
      {failure !== null && (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : rule === null ? 'Create rule' : 'Save'}
        </button>
      </div>
    </form>
  );
}
