import { describe, expect, it } from 'vitest';
import { FormInput } from '../../../shared/api/forms';
import { FORM_FIELD_TYPES, FORM_MESSAGES } from '../../../shared/forms/form-model';
import { cleanInput, draftErrors, INVALID_EMAIL, INVALID_REDIRECT, isRedirectTarget, newFormInput, OPTION_EMPTY } from './form-draft';
import { addField, moveField, newField, newFieldId, restoreField, updateField } from './form-questions';

const counter = () => {
  let n = 0;
  return () => `r${(n += 1)}`;
};

describe('form builder questions', () => {
  it('FORM-02..FORM-09 a new question of every type is a field the contract accepts', () => {
    for (const type of FORM_FIELD_TYPES) {
      const input = { ...newFormInput('Contact'), fields: [newField(type, `${type}-1`)] };
      expect(FormInput.safeParse(input).success, type).toBe(true);
      expect(input.fields[0]!.type).toBe(type);
    }
    expect(newField('radio', 'r')).toMatchObject({ options: ['Option 1', 'Option 2'] });
    expect(newField('likert', 'l')).toMatchObject({ options: ['Statement 1', 'Statement 2'] });
    expect(newField('currency', 'c')).toMatchObject({ currencySymbol: '$', required: false });
    expect(newField('hidden', 'h')).toMatchObject({ key: 'source', value: '' });
  });

  it('FORM-01 field ids are unique in their form and match the contract pattern', () => {
    const random = counter();
    expect(newFieldId('email', [], random)).toBe('email-r1');
    expect(newFieldId('email', ['email-r2'], () => 'r2')).toBe('email-1');
    let fields = addField([], 'text', random);
    fields = addField(fields, 'text', random);
    fields = addField(fields, 'likert', random);
    expect(new Set(fields.map((f) => f.id)).size).toBe(3);
    for (const field of fields) expect(field.id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('FORM-01 a question keeps its id when renamed or moved', () => {
    const random = counter();
    let fields = addField(addField(addField([], 'text', random), 'email', random), 'date', random);
    const ids = fields.map((f) => f.id);
    fields = updateField(fields, ids[1]!, { title: 'Your email', id: 'other' } as never);
    expect(fields[1]).toMatchObject({ id: ids[1], title: 'Your email', type: 'email' });
    fields = moveField(fields, 2, 0);
    expect(fields.map((f) => f.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(moveField(fields, 0, 5).map((f) => f.id)).toEqual(fields.map((f) => f.id));
    expect(moveField(fields, 0, -1).map((f) => f.id)).toEqual(fields.map((f) => f.id));
  });

  it('FORM-01 undoing a removal puts the question back where it was', () => {
    const fields = [newField('text', 'a'), newField('email', 'b'), newField('date', 'c')];
    const without = fields.filter((f) => f.id !== 'b');
    expect(restoreField(without, fields[1]!, 1).map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(restoreField(fields, fields[1]!, 1)).toHaveLength(3);
  });
});

describe('form builder settings', () => {
  it('GAP-73 a new form has the usual defaults and no questions', () => {
    expect(newFormInput(' Contact ')).toEqual({
      name: 'Contact',
      kind: 'form',
      fields: [],
      submitLabel: 'Submit',
      submissionMessage: 'Thank you!',
      submissionHtml: '',
      successRedirect: null,
      disclaimerMessage: '',
      captchaEnabled: false,
      theme: 'light',
      alignment: 'left',
      notificationEmail: null,
      mailingListId: null,
    });
  });

  it('GAP-72 a newsletter form starts with a required email and needs a list', () => {
    const input = newFormInput('Newsletter', 'newsletter');
    expect(input.fields).toEqual([expect.objectContaining({ type: 'email', required: true })]);
    expect(draftErrors(input).mailingListId).toBe('A List must be selected.');
    expect(FORM_MESSAGES.listRequired).toBe('A List must be selected.');
    expect(draftErrors({ ...input, mailingListId: 'list-1' })).toEqual({});
  });

  it('GAP-73 the notification email and redirect are checked before saving', () => {
    const input = newFormInput('Contact');
    expect(draftErrors({ ...input, notificationEmail: 'nope' }).notificationEmail).toBe(INVALID_EMAIL);
    expect(INVALID_EMAIL).toBe('Please enter a valid email.');
    expect(draftErrors({ ...input, notificationEmail: 'me@example.com' })).toEqual({});
    expect(draftErrors({ ...input, successRedirect: 'javascript:alert(1)' }).successRedirect).toBe(INVALID_REDIRECT);
    for (const ok of ['/thanks', 'https://example.com/x']) expect(isRedirectTarget(ok)).toBe(true);
    for (const bad of ['//evil.example', 'thanks', 'ftp://x.y', '/a b']) expect(isRedirectTarget(bad)).toBe(false);
    expect(draftErrors({ ...input, name: ' ' }).name).toBeDefined();
  });

  it('FORM-07 a choice question needs options that are not empty', () => {
    const input = { ...newFormInput('Poll'), fields: [{ ...newField('radio', 'q'), options: ['Yes', ' '] } as never] };
    expect(draftErrors(input)['field:q']).toBe(OPTION_EMPTY);
  });

  it('GAP-73 blank optional settings are sent as null', () => {
    const cleaned = cleanInput({ ...newFormInput('Contact'), notificationEmail: ' ', successRedirect: '', mailingListId: 'x' });
    expect(cleaned).toMatchObject({ notificationEmail: null, successRedirect: null, mailingListId: null });
  });
});
