/** An audio embed: a player for an audio file's address, written as the embed's HTML. */
import { BlockType } from '../../../../shared/enums';
import { LINK_HELP, WEB_LINK, escapeHtml, linkError, text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { TextSetting } from './fields';

export function audioHtml(url: string, title: string): string {
  const src = WEB_LINK.test(url.trim()) ? url.trim() : '';
  const heading = title === '' ? '' : `<p class="Block-audioTitle">${escapeHtml(title)}</p>`;
  return src === '' ? heading : `${heading}<audio controls preload="none" src="${escapeHtml(src)}"${title === '' ? '' : ` aria-label="${escapeHtml(title)}"`}></audio>`;
}

function AudioSettings(props: BlockSettingsProps) {
  const { block, update } = props;
  const write = (patch: Record<string, unknown>, options?: { coalesce?: string }) => {
    const next = { ...block.data, ...patch };
    update({ ...patch, html: audioHtml(text(next.url), text(next.title)) }, options);
  };
  return (
    <>
      <TextSetting {...props} update={write} field="url" label="Audio address" help={LINK_HELP} error={linkError(block.data.url)} />
      <TextSetting {...props} update={write} field="title" label="Title" />
    </>
  );
}

export const audioBlock: BlockKind = {
  kind: 'audio',
  type: BlockType.EMBED,
  label: 'Audio',
  category: 'Media',
  description: 'A player for a sound file or podcast.',
  defaults: () => ({ kind: 'audio', url: '', title: '', html: '' }),
  summary: (data) => text(data.title) || text(data.url) || 'No audio yet',
  Settings: AudioSettings,
};
