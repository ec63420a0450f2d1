/**
 * Every kind of block the editor offers, by picker order, and how a stored block finds its
 * kind: `data.kind` when a kind of that name shares the block's type code, else the kind of
 * that type code that stores no `data.kind` (text for type 2, code for type 23 ...).
 */
import { BlockType } from '../../../../shared/enums';
import type { EditorBlock } from '../layout-ops';
import { accordionBlock } from './accordion';
import { audioBlock } from './audio';
import { type BlockCategory, type BlockKind, plainSummary } from './block-kind';
import { buttonBlock } from './button';
import { codeBlock, embedBlock } from './code';
import { dividerBlock, spacerBlock } from './divider';
import { formBlock } from './form';
import { galleryBlock } from './gallery';
import { headingBlock } from './heading';
import { imageBlock } from './image';
import { mapBlock } from './map';
import { newsletterBlock } from './newsletter';
import { productBlock } from './product';
import { quoteBlock } from './quote';
import { socialBlock } from './social';
import { summaryBlock } from './summary';
import { textBlock } from './text';
import { videoBlock } from './video';

export const BLOCK_KINDS: readonly BlockKind[] = [
  textBlock,
  headingBlock,
  quoteBlock,
  buttonBlock,
  accordionBlock,
  imageBlock,
  galleryBlock,
  videoBlock,
  audioBlock,
  mapBlock,
  embedBlock,
  productBlock,
  summaryBlock,
  formBlock,
  newsletterBlock,
  socialBlock,
  dividerBlock,
  spacerBlock,
  codeBlock,
];

export const BLOCK_CATEGORIES: readonly BlockCategory[] = ['Text', 'Media', 'Store', 'Engage', 'Layout'];

/** Blocks the editor has no panel for (made elsewhere): shown and kept, never changed. */
const otherBlock = (type: number): BlockKind => ({
  kind: `type-${type}`,
  type: type as BlockType,
  label: type === BlockType.FORM ? 'Form' : 'Block',
  category: 'Layout',
  description: '',
  defaults: () => ({}),
  summary: (data) => plainSummary(data.title, 'No settings here'),
  Settings: () => <p className="field__help">This block has no settings in the page editor.</p>,
});

/** For each type code, the kind of a block without `data.kind` (text for 2, code for 23 ...). */
const PLAIN_KINDS = new Map(BLOCK_KINDS.filter((kind) => kind.defaults().kind === undefined).map((kind) => [kind.type as number, kind]));

export function kindOf(block: Pick<EditorBlock, 'type' | 'data'>): BlockKind {
  const named = typeof block.data.kind === 'string' ? BLOCK_KINDS.find((kind) => kind.type === block.type && kind.kind === block.data.kind) : undefined;
  return named ?? PLAIN_KINDS.get(block.type) ?? BLOCK_KINDS.find((kind) => kind.type === block.type) ?? otherBlock(block.type);
}

export function kindNamed(name: string): BlockKind | undefined {
  return BLOCK_KINDS.find((kind) => kind.kind === name);
}

/** A new block of a kind, ready for `insertBlock`. */
export function newBlockOf(kind: BlockKind): Omit<EditorBlock, 'id'> {
  return { type: kind.type, data: kind.defaults() };
}
