/**
 * What the `/config` document hands the editor when it loads (a JSON script element with id
 * `stoa-editor-boot`): the site, and for a signed-in contributor who they are and the session's
 * owner crumb, which the editor sends in `X-Stoa-Owner-Crumb` (docs/decisions.md "Owner API and
 * storefront scripts": only this document, served to top-level navigations, carries it).
 */
import type { OwnerInfo } from './owner-session';

export const EDITOR_BOOT_ELEMENT_ID = 'stoa-editor-boot';

export interface EditorBoot {
  site: { id: string; title: string; identifier: string };
  owner: OwnerInfo | null;
  ownerCrumb: string | null;
}
