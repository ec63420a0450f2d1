/** A video: a link (`url`, `title`) the storefront shows (block.block's video partial). */
import { BlockType } from '../../../../shared/enums';
import { LINK_HELP, linkError, text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { TextSetting } from './fields';

function VideoSettings(props: BlockSettingsProps) {
  return (
    <>
      <TextSetting {...props} field="url" label="Video address" help={LINK_HELP} error={linkError(props.block.data.url)} />
      <TextSetting {...props} field="title" label="Title" help="Watch the video when empty." />
    </>
  );
}

export const videoBlock: BlockKind = {
  kind: 'video',
  type: BlockType.VIDEO,
  label: 'Video',
  category: 'Media',
  description: 'A video from YouTube, Vimeo or the web.',
  defaults: () => ({ url: '', title: '' }),
  summary: (data) => text(data.title) || text(data.url) || 'No video yet',
  Settings: VideoSettings,
};
