/**
 * Form and newsletter blocks as the theme renders them (FORM-11, FORM-28, FORM-33,
 * FORM-36, FORM-37, FORM-68..FORM-70): markup that works without JavaScript, every control
 * labelled, groups in fieldsets, and owners' text escaped.
 */
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { fakeStore, fakeStorefront } from '../../../test/support/storefront-site';
import { BlockType } from '../../shared/enums';
import type { OwnerForm, PublicForm } from '../../shared/forms/form-model';
import { everyFieldForm, HOSTILE_TEXT } from '../../../test/support/every-field-form';

const HOSTILE = HOSTILE_TEXT;
const FORM: PublicForm = { ...everyFieldForm({ hostile: true, captcha: true }), submissionMessage: '<p>Thanks!</p><script>alert(1)</script>' };
const EVERY_FIELD = FORM.fields;
const req = { description: '', required: true };

/** The home page with `blocks` added, the site having `forms` (blocks name them by `formId`). */
async function homeWith(blocks: { id: string; type: number; data: Record<string, unknown> }[], forms: PublicForm[] = [FORM]) {
  const store = fakeStore();
  const owned: OwnerForm[] = forms.map((form) => ({ ...form, notificationEmail: null, mailingListId: null, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' }));
  store.sources.forms = { list: () => Promise.resolve(structuredClone(owned)) };
  const home = store.content.collections.find((c) => c.urlId === 'home')!;
  home.layout!.rows.push({ id: 'forms-row', blocks } as never);
  return (await fakeStorefront(store).page('/')).body;
}

type Node = ReturnType<typeof parseDocument>['children'][number];
interface El { name: string; attribs: Record<string, string>; children: Node[]; parent: El | null }
function elements(node: { children?: Node[] }, out: El[] = []): El[] {
  for (const child of node.children ?? []) {
    if ('attribs' in child) out.push(child as unknown as El);
    elements(child as { children?: Node[] }, out);
  }
  return out;
}
const textOf = (node: { children?: Node[]; data?: string }): string => (node.data ?? '') + (node.children ?? []).map((c) => textOf(c as never)).join('');
const ancestors = (el: El) => {
  const out: El[] = [];
  for (let p = el.parent; p !== null && 'name' in p; p = p.parent) out.push(p);
  return out;
};

describe('form block markup', () => {
  it('FORM-11 posts without JavaScript to the form route and loads the form-block island', async () => {
    const html = await homeWith([{ id: 'b1', type: BlockType.FORM, data: { title: 'Write to us', formId: FORM.id } }]);
    expect(html).toContain('<form class="FormBlock-form FormBlock-form--light align-left" method="post" action="/api/form/submit/contact-form" data-form-kind="form">');
    expect(html).toContain('data-island="form-block"');
    expect(html).toContain('data-island-props="form-block"');
  });

  it('FORM-33 every control has a label, groups are fieldsets with a legend, required fields carry the marker, described by their error and description', async () => {
    const html = await homeWith([{ id: 'b1', type: BlockType.FORM, data: { formId: FORM.id } }]);
    const all = elements(parseDocument(html));
    const form = all.find((e) => e.name === 'form' && e.attribs.action === '/api/form/submit/contact-form')!;
    const inside = elements(form);
    const labelsFor = new Set(inside.filter((e) => e.name === 'label' && e.attribs.for !== undefined).map((e) => e.attribs.for));
    const controls = inside.filter((e) => ['input', 'select', 'textarea'].includes(e.name) && e.attribs.type !== 'hidden');
    expect(controls.length).toBeGreaterThan(30);
    for (const control of controls) expect(labelsFor.has(control.attribs.id) || ancestors(control).some((a) => a.name === 'label'), `${control.name} ${control.attribs.name}`).toBe(true);
    for (const type of ['name', 'phone', 'radio', 'checkbox', 'likert', 'address', 'date', 'time']) {
      const field = inside.find((e) => e.attribs['data-field-type'] === type)!;
      const fieldset = elements(field).find((e) => e.name === 'fieldset')!;
      expect(elements(fieldset).some((e) => e.name === 'legend'), type).toBe(true);
    }
    const titles = (type: string) => textOf(elements(inside.find((e) => e.attribs['data-field-type'] === type)!).find((e) => e.name === 'label' || e.name === 'legend')! as never);
    expect(titles('name')).toBe('Your name (required)');
    expect(titles('radio')).toBe('Contact me by (required)');
    expect(titles('text')).toBe('Subject');
    const email = controls.find((e) => e.attribs.name === 'email')!;
    expect(email.attribs['aria-describedby']).toBe('b1-email-error b1-email-description');
    // FORM-28: the error place comes before the title.
    expect(html.indexOf('id="b1-email-error"')).toBeLessThan(html.indexOf('for="b1-email"'));
    // Phone with its country code: four parts.
    expect(controls.filter((e) => e.attribs.name === 'phone')).toHaveLength(4);
  });

  it('FORM-36 FORM-37 a textarea with a max length shows its counter; none when the max is 0', async () => {
    const html = await homeWith([{ id: 'b1', type: BlockType.FORM, data: { formId: FORM.id } }]);
    expect(html).toContain('<p class="FormField-counter" id="b1-message-counter" data-field-counter>0 / 200</p>');
    expect(html).not.toContain('b1-notes-counter');
  });

  it('security: hostile titles, options, placeholders, values and labels stay text', async () => {
    const html = await homeWith([{ id: 'b1', type: BlockType.FORM, data: { title: HOSTILE, formId: FORM.id } }]);
    const all = elements(parseDocument(html));
    expect(all.some((e) => e.name === 'img' && e.attribs.src === 'x')).toBe(false);
    expect(all.filter((e) => e.name === 'script' && textOf(e as never).includes('alert(1)') && e.attribs.type !== 'application/json')).toEqual([]);
    expect(html).toMatch(/for="b1-email">Email (&quot;|")&gt;&lt;img src=x/);
    const props = all.filter((e) => e.name === 'script' && e.attribs['data-island-props'] === 'form-block').map((e) => JSON.parse(textOf(e as never)) as unknown);
    expect(props.find((p): p is PublicForm => typeof p === 'object')?.fields).toEqual(EVERY_FIELD);
  });

  it('FORM-68 FORM-69 the scroll messages wait above and below the form; CAPT-06 a captcha mount when the form has one', async () => {
    const html = await homeWith([{ id: 'b1', type: BlockType.FORM, data: { formId: FORM.id } }]);
    expect(html).toContain('Your form has encountered a problem. Please scroll down to review.</p>');
    expect(html).toContain('Your form has encountered a problem. Please scroll up to review.</p>');
    expect(html).toContain('data-form-captcha');
    expect(html).toContain('<noscript>');
  });

  it('FORM-70 a newsletter form has no scroll messages; a newsletter block without a form keeps its email field and button', async () => {
    const newsletter: PublicForm = { ...FORM, id: 'news', kind: 'newsletter', captchaEnabled: false, fields: [{ id: 'email', type: 'email', title: 'Email', placeholder: 'Email address', ...req }] };
    const html = await homeWith([{ id: 'n1', type: BlockType.NEWSLETTER, data: { title: 'Join', formId: newsletter.id } }], [newsletter]);
    const block = html.slice(html.indexOf('id="block-n1"'));
    expect(block).toContain('action="/api/form/submit/news" data-form-kind="newsletter"');
    expect(block.slice(0, block.indexOf('</section>'))).not.toContain('Please scroll');
    const plain = await homeWith([{ id: 'n2', type: BlockType.NEWSLETTER, data: { title: 'Join' } }]);
    const fallback = plain.slice(plain.indexOf('id="block-n2"'));
    expect(fallback).toContain('type="email" name="email"');
    expect(fallback).toContain('data-island-props="form-block">"unconfigured"</script>');
  });
});
