/** Social links: one `Name https://…` per line, written as a list of links in a text block. */
import { BlockType } from '../../../../shared/enums';
import { WEB_LINK, escapeHtml, text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { TextSetting } from './fields';

export function parseSocialLines(lines: string): { label: string; url: string }[] {
  return lines
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.search(/\s(?=\S+$)/);
      return at < 0 ? { label: line, url: line } : { label: line.slice(0, at).trim(), url: line.slice(at + 1) };
    })
    .filter((link) => WEB_LINK.test(link.url));
}

export function socialHtml(lines: string): string {
  const links = parseSocialLines(lines);
  if (links.length === 0) return '';
  return `<ul class="SocialLinks">${links.map((link) => `<li><a href="${escapeHtml(link.url)}" rel="noopener">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`;
}

function SocialSettings(props: BlockSettingsProps) {
  const write: BlockSettingsProps['update'] = (patch, options) => props.update({ ...patch, html: socialHtml(text(patch.links)) }, options);
  return <TextSetting {...props} update={write} field="links" label="Links" multiline help="One per line: the name, a space, then the address, e.g. Instagram https://instagram.com/studio" />;
}

export const socialBlock: BlockKind = {
  kind: 'social',
  type: BlockType.HTML,
  label: 'Social links',
  category: 'Engage',
  description: 'Links to your social profiles.',
  defaults: () => ({ kind: 'social', links: '', html: '' }),
  summary: (data) => {
    const names = parseSocialLines(text(data.links)).map((link) => link.label);
    return names.length === 0 ? 'No links yet' : names.join(', ');
  },
  Settings: SocialSettings,
};
