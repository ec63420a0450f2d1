/**
 * A labelled text input with help text and its error tied to it (react-aria TextField): the
 * editor's forms use it so every field is announced with its label, hint and message.
 */
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';

interface Props extends Omit<TextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  help?: string;
  error?: string | null;
  multiline?: boolean;
  placeholder?: string;
}

export function TextField({ label, help, error, multiline = false, placeholder, className, ...props }: Props) {
  return (
    <AriaTextField {...props} isInvalid={error !== undefined && error !== null} validationBehavior="aria" className={`field ${typeof className === 'string' ? className : ''}`}>
      <Label>{label}</Label>
      {multiline ? <TextArea className="input" rows={4} placeholder={placeholder} /> : <Input className="input" placeholder={placeholder} />}
      {help !== undefined && (
        <Text slot="description" className="field__help">
          {help}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
