/** A map: an address, shown with a link to open it on OpenStreetMap (written as embed HTML). */
import { BlockType } from '../../../../shared/enums';
import { escapeHtml, text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { TextSetting } from './fields';

export function mapHtml(address: string): string {
  const trimmed = address.trim();
  if (trimmed === '') return '';
  const href = `https://www.openstreetmap.org/search?query=${encodeURIComponent(trimmed)}`;
  return `<address class="Block-mapAddress">${escapeHtml(trimmed).replace(/\n/g, '<br>')}</address><a class="Block-mapLink" href="${escapeHtml(href)}" target="_blank" rel="noopener">Open in a map</a>`;
}

function MapSettings(props: BlockSettingsProps) {
  const write: BlockSettingsProps['update'] = (patch, options) => props.update({ ...patch, html: mapHtml(text(patch.address)) }, options);
  return <TextSetting {...props} update={write} field="address" label="Address" multiline help="The street address visitors should find." />;
}

export const mapBlock: BlockKind = {
  kind: 'map',
  type: BlockType.EMBED,
  label: 'Map',
  category: 'Media',
  description: 'An address with a map link.',
  defaults: () => ({ kind: 'map', address: '', html: '' }),
  summary: (data) => text(data.address).split('\n')[0] || 'No address yet',
  Settings: MapSettings,
};
