/** Logo and site icon: two image settings saved together (`logoImageUrl`, `faviconUrl`). */
import { useState } from 'react';
import type { WebsiteView } from '../../../shared/api/site';
import { useSession } from '../../app/session';
import { ImageChoice } from './image-choice';
import { SaveRow, serverFieldErrors } from './save-status';
import { useUpdateSite } from './settings-queries';

export function LogoSection({ website }: { website: WebsiteView }) {
  const { can } = useSession();
  const readOnly = !can('site.settings');
  const update = useUpdateSite();
  const [logo, setLogo] = useState(website.settings.logoImageUrl ?? '');
  const [icon, setIcon] = useState(website.settings.faviconUrl ?? '');
  const [saved, setSaved] = useState(false);
  const errors = serverFieldErrors(update.error);
  const change = (set: (url: string) => void) => (url: string) => {
    setSaved(false);
    set(url);
  };

  return (
    <form
      className="form-stack settings-form"
      aria-labelledby="logo-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        update.mutate({ settings: { logoImageUrl: logo, faviconUrl: icon } }, { onSuccess: () => setSaved(true) });
      }}
    >
      <h2 id="logo-heading" className="settings-section__title">
        Logo and icon
      </h2>
      {readOnly && <p className="notice">Your role can see these settings but not change them.</p>}
      <ImageChoice label="Logo" help="Shown in the site header in place of the title." value={logo} onChange={change(setLogo)} isDisabled={readOnly} />
      {errors['settings.logoImageUrl'] !== undefined && <p className="field__error">{errors['settings.logoImageUrl']}</p>}
      <ImageChoice label="Site icon" help="The small image browsers show in tabs and bookmarks. A square image works best." value={icon} onChange={change(setIcon)} isDisabled={readOnly} />
      {errors['settings.faviconUrl'] !== undefined && <p className="field__error">{errors['settings.faviconUrl']}</p>}
      {!readOnly && (
        <SaveRow pending={update.isPending} saved={saved} error={update.error} />
      )}
    </form>
  );
}
