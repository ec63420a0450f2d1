/**
 * What the editor knows of a kind of block: the block type code it stores (src/shared/enums
 * BlockType), its name in the picker, the data a new one starts with, a one-line summary for
 * the block list and the settings panel. Several kinds may share a type code (a heading is a
 * text block whose HTML the panel writes); those store their kind in `data.kind`.
 */
import type { ComponentType } from 'react';
import type { BlockType } from '../../../../shared/enums';
import type { EditorBlock } from '../layout-ops';

export type BlockCategory = 'Text' | 'Media' | 'Store' | 'Layout' | 'Engage';

export interface EditOptions {
  /** Edits with one key close together are one undo step (typing, a slider drag). */
  coalesce?: string;
}

export interface BlockSettingsProps {
  block: EditorBlock;
  /** Merges `patch` into the block's data. */
  update: (patch: Record<string, unknown>, options?: EditOptions) => void;
  /** A drag or a slider move ended: the next edit is a new step. */
  endGesture: () => void;
}

export interface BlockKind {
  kind: string;
  type: BlockType;
  label: string;
  category: BlockCategory;
  /** A few words for the picker. */
  description: string;
  defaults: () => Record<string, unknown>;
  summary: (data: Record<string, unknown>) => string;
  Settings: ComponentType<BlockSettingsProps>;
  /** ADM-59: blocks that can be placed show the 3x3 position grid. */
  hasPosition?: boolean;
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Text for a summary line: tags dropped, spaces collapsed, cut at 60 characters. */
export function plainSummary(value: unknown, fallback: string): string {
  const plain = text(value).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  if (plain === '') return fallback;
  return plain.length > 60 ? `${plain.slice(0, 59)}…` : plain;
}

/** For HTML the panel writes itself (headings, social links, accordions, embeds). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The links the storefront keeps (block-layout.ts `webLink`): web, mail, phone, site paths. */
export const WEB_LINK = /^(https?:\/\/|mailto:|tel:|\/|#|\?)/i;
export const LINK_HELP = 'A web address (https://…), mailto:, tel:, or a path on this site such as /about.';
export function linkError(value: unknown): string | null {
  const link = text(value).trim();
  return link === '' || WEB_LINK.test(link) ? null : 'Enter a web address starting with https://, mailto:, tel: or /.';
}
