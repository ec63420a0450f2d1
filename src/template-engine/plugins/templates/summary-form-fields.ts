/**
 * Markup of the answers that `summary-form-field` shows for structured form fields,
 * one template per field type, each rendered in isolation against the field
 * (`{type, rawTitle, value, values}`); likert fields render a list of
 * `{question, answer}` instead (commerce/form-fields.ts).
 */
export const SUMMARY_FORM_FIELD_TEMPLATES: Readonly<Record<string, string>> = Object.freeze({
  address:
    '<div style="padding-left:5px;">\n' +
    '  <div>{values.Line1}</div>{.section values.Line2}\n  <div>{@}</div>{.end}\n' +
    '  <div>{values.City}, {values.State} {values.Zip} {values.Country}</div>\n' +
    '</div>',
  checkbox: '{.section values}{.repeated section @}{@}{.alternates with}, {.end}\n{.or}{.section value}{@}{.end}{.end}',
  date: '{values.Month}/{values.Day}/{values.Year}',
  likert:
    '<div style="padding-left:5px;">' +
    '{.repeated section @}\n  <div><span style="font-weight:bold;">{question}:</span> {answer}</div>{.end}' +
    '\n</div>',
  name: '{values.First} {values.Last}',
  phone: '{.section values.Country}+{@} {.end}{values.Areacode}-{values.Prefix}-{values.Line}',
  // A missing part of the time reads as 00.
  time:
    '{.section values.Hour}{@}{.or}00{.end}:{.section values.Minute}{@}{.or}00{.end}:' +
    '{.section values.Second}{@}{.or}00{.end} {values.Ampm}',
});
