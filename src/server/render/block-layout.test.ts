import { describe, expect, it } from 'vitest';
import type { PageLayout } from '../../modules/content';
import { BlockType } from '../../shared/enums';
import type { PublicForm } from '../../shared/forms/form-model';
import { layoutJson } from './block-layout';
import type { SiteModel } from './site-model';

const SIGN_UP: PublicForm = {
  id: 'f-news',
  name: 'Newsletter',
  kind: 'newsletter',
  fields: [{ id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true }],
  submitLabel: 'Sign up',
  submissionMessage: '<p>Thank you for signing up.</p>',
  submissionHtml: '',
  successRedirect: null,
  disclaimerMessage: '',
  captchaEnabled: false,
  theme: 'light',
  alignment: 'left',
};

/** Only what form and newsletter blocks read of the site model. */
const model = { snapshot: { forms: { [SIGN_UP.id]: SIGN_UP }, media: {} }, collections: new Map(), items: new Map() } as unknown as SiteModel;

function blocksOf(blocks: { type: number; data: Record<string, unknown> }[]) {
  const layout = { rows: [{ id: 'r', blocks: blocks.map((b, i) => ({ id: `b${i}`, ...b })) }] } as unknown as PageLayout;
  const json = layoutJson('l', layout, model) as { rows: { columns: { blocks: Record<string, unknown>[] }[] }[] };
  return json.rows[0]!.columns.map((c) => c.blocks[0]!);
}

describe('form and newsletter blocks', () => {
  it('GAP-72 a newsletter block gets the form its formId names', () => {
    const [block] = blocksOf([{ type: BlockType.NEWSLETTER, data: { formId: 'f-news', title: 'Letters' } }]);
    expect(block).toMatchObject({ type: 'newsletter', formId: 'f-news', form: SIGN_UP });
  });

  it('FORM-58 a block naming no form, or no formId at all, gets form null (a form stored in block data is never shown)', () => {
    const blocks = blocksOf([
      { type: BlockType.FORM, data: { formId: 'gone' } },
      { type: BlockType.NEWSLETTER, data: {} },
      { type: BlockType.FORM, data: { form: { fields: [{ id: 'x', type: 'text', title: 'Forged' }] } } },
    ]);
    expect(blocks.map((b) => [b.type, b.form])).toEqual([
      ['form', null],
      ['newsletter', null],
      ['form', null],
    ]);
  });
});
