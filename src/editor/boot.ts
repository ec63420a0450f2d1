/** Reads what the `/config` document handed the editor (src/shared/api/editor-boot.ts). */
import { EDITOR_BOOT_ELEMENT_ID, type EditorBoot } from '../shared/api/editor-boot';

export function readBoot(doc: Document = document): EditorBoot {
  const element = doc.getElementById(EDITOR_BOOT_ELEMENT_ID);
  const parsed = element?.textContent ? (JSON.parse(element.textContent) as Partial<EditorBoot>) : {};
  return {
    site: parsed.site ?? { id: '', title: '', identifier: '' },
    owner: parsed.owner ?? null,
    ownerCrumb: parsed.ownerCrumb ?? null,
  };
}
