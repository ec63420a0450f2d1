/**
 * The mailing list a newsletter form's sign-ups join (GAP-72), required: 'A List must be
 * selected.' shows by it when none is. The list is named by its id.
 */
import { TextField } from '../../components/text-field';

interface Props {
  value: string | null;
  onChange(mailingListId: string | null): void;
  error: string | null;
  autoFocus?: boolean;
}

export function MailingListField({ value, onChange, error, autoFocus }: Props) {
  return (
    <TextField
      label="Mailing list"
      help="The id of the mailing list sign-ups join."
      value={value ?? ''}
      onChange={(next) => onChange(next.trim() === '' ? null : next)}
      error={error}
      isRequired
      autoFocus={autoFocus}
      maxLength={64}
    />
  );
}
