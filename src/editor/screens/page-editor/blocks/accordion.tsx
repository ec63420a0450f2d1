/**
 * An accordion: items of a title and an answer, written as `<details>` elements (escaped)
 * into a code block's HTML, since rich text does not keep `<details>`.
 */
import { Button } from 'react-aria-components';
import { BlockType } from '../../../../shared/enums';
import { TextField } from '../../../components/text-field';
import { escapeHtml, type BlockKind, type BlockSettingsProps } from './block-kind';

export interface AccordionItem {
  title: string;
  body: string;
}

export function itemsOf(value: unknown): AccordionItem[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => ({ title: typeof item?.title === 'string' ? item.title : '', body: typeof item?.body === 'string' ? item.body : '' }));
}

export function accordionHtml(items: AccordionItem[]): string {
  return items
    .filter((item) => item.title.trim() !== '')
    .map((item) => `<details class="Accordion-item"><summary>${escapeHtml(item.title)}</summary><p>${escapeHtml(item.body).replace(/\n/g, '<br>')}</p></details>`)
    .join('');
}

function AccordionSettings({ block, update }: BlockSettingsProps) {
  const items = itemsOf(block.data.items);
  const write = (next: AccordionItem[], coalesce?: string) => update({ items: next, html: accordionHtml(next) }, coalesce === undefined ? undefined : { coalesce });
  const change = (index: number, patch: Partial<AccordionItem>, field: string) => write(items.map((item, i) => (i === index ? { ...item, ...patch } : item)), `${block.id}:item${index}:${field}`);
  return (
    <>
      {items.map((item, index) => (
        <fieldset key={index} className="settings__group">
          <legend>Item {index + 1}</legend>
          <TextField label="Title" value={item.title} onChange={(title) => change(index, { title }, 'title')} />
          <TextField label="Answer" multiline value={item.body} onChange={(body) => change(index, { body }, 'body')} />
          <Button className="button button--small" onPress={() => write(items.filter((_, i) => i !== index))}>
            Remove item {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button className="button" onPress={() => write([...items, { title: 'New question', body: '' }])}>
        Add item
      </Button>
    </>
  );
}

const FIRST = [{ title: 'A question visitors ask', body: 'The answer.' }];

export const accordionBlock: BlockKind = {
  kind: 'accordion',
  type: BlockType.CODE,
  label: 'Accordion',
  category: 'Text',
  description: 'Questions and answers that open on a click.',
  defaults: () => ({ kind: 'accordion', items: FIRST, html: accordionHtml(FIRST) }),
  summary: (data) => {
    const count = itemsOf(data.items).length;
    return count === 1 ? '1 item' : `${count} items`;
  },
  Settings: AccordionSettings,
};
