/**
 * The tracking pixel (GAP-05, ADM-08): the ads account's pixel ID, saved in the store's
 * settings. With an ID, storefront pages send the pixel's events (ANL-41); an empty field
 * takes the pixel off the site.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { catalogEndpoints } from '../../../shared/api/catalog-endpoints';
import type { StoreSettingsAnswer } from '../../../shared/api/store-settings';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { PANEL_EVENTS, recordPanelEvent } from '../../components/panel-events';
import { StatusAndError } from '../../components/save-status';
import { TextField } from '../../components/text-field';

export const storeSettingsKey = ['store-settings'] as const;
const PIXEL_ID = /^\d{5,20}$/;
export const PIXEL_ID_HELP = 'A pixel ID is the digits your ads account shows, such as 123456789012345.';

export function TrackingPixelPanel() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: storeSettingsKey, queryFn: () => ownerCall(catalogEndpoints.getStoreSettings, {}) });
  const saved = settings.data?.storeSettings.marketing.pixelId ?? null;
  const [pixelId, setPixelId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => setPixelId(saved ?? ''), [saved]);

  const save = useMutation({
    mutationFn: (id: string) => ownerCall(catalogEndpoints.updateStoreSettings, { body: { marketing: { pixelId: id } } }),
    onSuccess: (answer: StoreSettingsAnswer) => {
      queryClient.setQueryData(storeSettingsKey, answer);
      setStatus(answer.storeSettings.marketing.pixelId === null ? 'Saved. The pixel is off.' : 'Saved. Your store now sends the pixel its events.');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    recordPanelEvent(PANEL_EVENTS.trackingPixelIdSave);
    setStatus('');
    const id = pixelId.trim();
    if (id !== '' && !PIXEL_ID.test(id)) {
      setFieldError(PIXEL_ID_HELP);
      return;
    }
    setFieldError(null);
    save.mutate(id);
  };

  return (
    <section className="panel marketing__panel" aria-labelledby="pixel-heading">
      <h2 id="pixel-heading" className="marketing__heading">
        Tracking pixel
      </h2>
      <p>Measure your ads: with a pixel ID, your store tells your ads account when visitors view a product, search, add to cart, sign up, create an account or buy. Previews of your site never count.</p>
      {settings.isPending ? (
        <Loading label="Loading the pixel settings…" />
      ) : settings.isError ? (
        <LoadFailed error={settings.error} retry={() => void settings.refetch()} />
      ) : (
        <form className="form-stack" onSubmit={submit} noValidate>
          <TextField label="Pixel ID" help="Leave it empty to take the pixel off your site." value={pixelId} onChange={setPixelId} error={fieldError} inputMode="numeric" maxLength={20} autoComplete="off" />
          <div className="marketing__actions">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save pixel ID'}
            </button>
            <StatusAndError status={status} error={save.error?.message ?? null} className="marketing__status" />
          </div>
        </form>
      )}
    </section>
  );
}
