/**
 * One question's properties, by its type: title and description for all that show them,
 * placeholder, required, a text area's character limit, a currency's symbol, a phone's
 * country code, a section's underline, options or statements, a hidden field's key and value.
 */
import { Switch } from 'react-aria-components';
import { FORM_LIMITS, type FormField } from '../../../shared/forms/form-model';
import { TextField } from '../../components/text-field';
import { hasOptions } from './form-questions';
import { OptionsEditor } from './options-editor';

interface Props {
  field: FormField;
  onChange(patch: Partial<FormField>): void;
  error: string | null;
}

function Toggle({ label, isSelected, onChange }: { label: string; isSelected: boolean; onChange(on: boolean): void }) {
  return (
    <Switch className="switch" isSelected={isSelected} onChange={onChange}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      {label}
    </Switch>
  );
}

export function QuestionSettings({ field, onChange, error }: Props) {
  const hidden = field.type === 'hidden';
  return (
    <div className="question-settings">
      <TextField label={hidden ? 'Name (only you see it)' : field.type === 'section' ? 'Heading' : 'Question'} value={field.title} onChange={(title) => onChange({ title })} maxLength={FORM_LIMITS.maxTitleLength} />
      {'description' in field && <TextField label="Description" multiline value={field.description} onChange={(description) => onChange({ description })} maxLength={FORM_LIMITS.maxDescriptionLength} />}
      {'placeholder' in field && <TextField label="Placeholder" value={field.placeholder} onChange={(placeholder) => onChange({ placeholder })} maxLength={500} />}
      {field.type === 'textarea' && (
        <TextField
          label="Character limit"
          help="0 or empty for no limit."
          inputMode="numeric"
          value={field.maxLength === undefined || field.maxLength === 0 ? '' : String(field.maxLength)}
          onChange={(value) => {
            const digits = value.replace(/\D/g, '');
            onChange({ maxLength: digits === '' ? 0 : Math.min(Number(digits), FORM_LIMITS.maxTextareaLength) } as Partial<FormField>);
          }}
        />
      )}
      {field.type === 'currency' && <TextField label="Currency symbol" value={field.currencySymbol} onChange={(currencySymbol) => onChange({ currencySymbol } as Partial<FormField>)} maxLength={8} />}
      {field.type === 'phone' && <Toggle label="Show country code" isSelected={field.showCountryCode} onChange={(showCountryCode) => onChange({ showCountryCode } as Partial<FormField>)} />}
      {field.type === 'section' && <Toggle label="Underline" isSelected={field.underline} onChange={(underline) => onChange({ underline } as Partial<FormField>)} />}
      {hasOptions(field) && <OptionsEditor noun={field.type === 'likert' ? 'Statement' : 'Option'} options={field.options} onChange={(options) => onChange({ options } as Partial<FormField>)} error={error} />}
      {hidden && (
        <>
          <TextField
            label="Query parameter"
            help="A link with ?parameter=value fills it; the visitor never sees it."
            value={field.key}
            onChange={(key) => onChange({ key } as Partial<FormField>)}
            error={error}
            maxLength={100}
          />
          <TextField label="Default value" value={field.value} onChange={(value) => onChange({ value } as Partial<FormField>)} maxLength={1000} />
        </>
      )}
      {'required' in field && <Toggle label="Required" isSelected={field.required} onChange={(required) => onChange({ required } as Partial<FormField>)} />}
    </div>
  );
}
