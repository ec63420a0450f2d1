/**
 * Markup of the answers that `summary-form-field` shows for structured form fields,
 * one template per field type, each rendered in isolation against the field
 * (`{type, rawTitle, value, values}`); likert fields render a list of
 * `{question, answer}` instead (commerce/form-fields.ts).
 */

/** `{values.Part}`, or `fallback` when the part is empty. */
function partOr(part: string, fallback: string): string {
  return `{.if values.${part}}{values.${part}}{.or}${fallback}{.end}`;
}

export const SUMMARY_FORM_FIELD_TEMPLATES: Readonly<Record<string, string>> = Object.freeze({
  address:
    '<div style="padding-left:5px;">\n' +
    '  <div>{values.Line1}</div>{.if values.Line2}\n  <div>{values.Line2}</div>{.end}\n' +
    '  <div>{values.City}, {values.State} {values.Zip} {values.Country}</div>\n' +
    '</div>',
  // Several boxes ticked: a comma list; a single box: its value.
  checkbox: '{.if values}{.repeated section values}{@}{.alternates with}, {.end}\n{.or}{.if value}{value}{.end}{.end}',
  date: '{values.Month}/{values.Day}/{values.Year}',
  likert:
    '<div style="padding-left:5px;">' +
    '{.repeated section @}\n  <div><span style="font-weight:bold;">{question}:</span> {answer}</div>{.end}' +
    '\n</div>',
  name: '{values.First} {values.Last}',
  phone: '{.if values.Country}+{values.Country} {.end}{values.Areacode}-{values.Prefix}-{values.Line}',
  time: `${partOr('Hour', '00')}:${partOr('Minute', '00')}:${partOr('Second', '00')} {values.Ampm}`,
});
