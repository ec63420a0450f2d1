/**
 * A newsletter sign-up: `title`, `description`, `buttonLabel` (block-newsletter.block) and
 * `formId`, the newsletter form whose sign-ups join its mailing list (GAP-72).
 */
import { BlockType } from '../../../../shared/enums';
import { plainSummary, type BlockKind, type BlockSettingsProps } from './block-kind';
import { TextSetting } from './fields';
import { NewsletterFormSetting } from './newsletter-connect';

function NewsletterSettings(props: BlockSettingsProps) {
  return (
    <>
      <TextSetting {...props} field="title" label="Title" />
      <TextSetting {...props} field="description" label="Description" multiline />
      <TextSetting {...props} field="buttonLabel" label="Button text" help="Sign up when empty." />
      <NewsletterFormSetting {...props} />
    </>
  );
}

export const newsletterBlock: BlockKind = {
  kind: 'newsletter',
  type: BlockType.NEWSLETTER,
  label: 'Newsletter',
  category: 'Engage',
  description: 'An email sign-up form.',
  defaults: () => ({ title: 'Join our newsletter', description: '', buttonLabel: 'Sign up' }),
  summary: (data) => plainSummary(data.title, 'Newsletter sign-up'),
  Settings: NewsletterSettings,
};
