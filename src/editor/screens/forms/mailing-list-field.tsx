/**
 * The mailing list a newsletter form's sign-ups join (GAP-72), required: the shared list
 * select, showing 'A List must be selected.' by it once the form was checked without one.
 */
import { MailingListSelect } from '../../components/mailing-list-select';
import './mailing-list-field.css';

interface Props {
  value: string | null;
  onChange(mailingListId: string | null): void;
  /** The check's message; any message shows the select's own 'A List must be selected.'. */
  error: string | null;
}

export function MailingListField({ value, onChange, error }: Props) {
  return <MailingListSelect value={value} onChange={onChange} showError={error !== null} />;
}
