/**
 * The inventory panel's settings (GAP-04, GAP-74, ADM-05, ADM-06): whether product pages and
 * product blocks show the scarcity message, the stock at or below which it shows, and its
 * wording. Saved into the store's merchandising settings; each control records its event.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { catalogEndpoints } from '../../../shared/api/catalog-endpoints';
import { ownerCall } from '../../api/owner-client';
import { recordOwnerEvent } from '../../api/owner-events';
import { EditorDialog } from '../../components/editor-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { inventoryKeys, wholeNumber } from './inventory-data';

const MAX_THRESHOLD = 1000;

export function ScarcitySettingsDialog({ onClose, onSaved }: { onClose(): void; onSaved(message: string): void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useQuery({ queryKey: inventoryKeys.settings, queryFn: () => ownerCall(catalogEndpoints.getStoreSettings, {}) });
  const [onProductPage, setOnProductPage] = useState(false);
  const [onBlocks, setOnBlocks] = useState(false);
  const [threshold, setThreshold] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ threshold?: string; text?: string }>({});

  const loaded = settings.data?.storeSettings.merchandising.scarcity;
  useEffect(() => {
    if (loaded === undefined) return;
    setOnProductPage(loaded.enabledOnProductPage);
    setOnBlocks(loaded.enabledOnBlocks);
    setThreshold(String(loaded.threshold));
    setText(loaded.text);
  }, [loaded]);

  const save = useMutation({
    mutationFn: (scarcity: { enabledOnProductPage: boolean; enabledOnBlocks: boolean; threshold: number; text: string }) =>
      ownerCall(catalogEndpoints.updateStoreSettings, { body: { merchandising: { scarcity } } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(inventoryKeys.settings, answer);
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      onSaved('Scarcity settings saved.');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const count = wholeNumber(threshold);
    const found: typeof errors = {};
    if (count === null || count < 1 || count > MAX_THRESHOLD) found.threshold = `Enter a whole number from 1 to ${MAX_THRESHOLD}.`;
    if (text.length > 500) found.text = 'Keep the message to 500 characters or fewer.';
    setErrors(found);
    if (count === null || Object.keys(found).length > 0) return;
    recordOwnerEvent('inventory_settings_save', { enabledOnProductPage: onProductPage, enabledOnBlocks: onBlocks, threshold: count });
    save.mutate({ enabledOnProductPage: onProductPage, enabledOnBlocks: onBlocks, threshold: count, text });
  };

  const close = () => {
    recordOwnerEvent('inventory_settings_close');
    onClose();
  };

  return (
    <EditorDialog
      title="Inventory settings"
      isOpen
      onClose={close}
      isDismissable={!save.isPending}
      onSubmit={loaded === undefined ? undefined : submit}
      // Not isPending: its announcement points at the button, which is gone once the dialog closes.
      submit={loaded === undefined ? undefined : { label: save.isPending ? 'Saving…' : 'Save settings', isDisabled: save.isPending }}
      isCancelDisabled={save.isPending}
      closeLabel={loaded === undefined ? 'Close' : undefined}
    >
      {settings.isPending ? (
        <Loading label="Loading settings…" />
      ) : settings.isError ? (
        <LoadFailed error={settings.error} retry={() => void settings.refetch()} />
      ) : (
        <>
          <p className="inventory-settings__intro">
            When a variant’s stock is at or below the threshold, shoppers see the scarcity message. A product’s own merchandising choice, if it has one, wins.
          </p>
          <label className="inventory-settings__check">
            <input
              type="checkbox"
              checked={onProductPage}
              onChange={(e) => {
                setOnProductPage(e.target.checked);
                recordOwnerEvent('inventory_product_page_scarcity_toggle', { enabled: e.target.checked });
              }}
            />
            Show scarcity on product pages
          </label>
          <label className="inventory-settings__check">
            <input
              type="checkbox"
              checked={onBlocks}
              onChange={(e) => {
                setOnBlocks(e.target.checked);
                recordOwnerEvent('inventory_blocks_scarcity_toggle', { enabled: e.target.checked });
              }}
            />
            Show scarcity on product blocks
          </label>
          <div className="field">
            <label htmlFor={`${id}-threshold`}>Scarcity threshold</label>
            <input
              id={`${id}-threshold`}
              className="input inventory-settings__threshold"
              inputMode="numeric"
              value={threshold}
              aria-invalid={errors.threshold !== undefined}
              aria-describedby={`${id}-threshold-help${errors.threshold === undefined ? '' : ` ${id}-threshold-error`}`}
              onChange={(e) => setThreshold(e.target.value)}
              onBlur={() => {
                const count = wholeNumber(threshold);
                if (count !== null && count !== loaded?.threshold) recordOwnerEvent('inventory_change_scarcity_threshold', { threshold: count });
              }}
            />
            <span id={`${id}-threshold-help`} className="field__help">
              Units left at or below which the message shows.
            </span>
            {errors.threshold !== undefined && (
              <span id={`${id}-threshold-error`} className="field__error">
                {errors.threshold}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-text`}>Scarcity message</label>
            <input
              id={`${id}-text`}
              className="input"
              value={text}
              maxLength={500}
              aria-invalid={errors.text !== undefined}
              aria-describedby={`${id}-text-help`}
              onChange={(e) => setText(e.target.value)}
            />
            <span id={`${id}-text-help`} className="field__help">
              {'{qtyInStock}'} becomes the number of units left.
            </span>
            {errors.text !== undefined && <span className="field__error">{errors.text}</span>}
          </div>
          {save.isError && (
            <p role="alert" className="notice notice--error">
              {save.error.message}
            </p>
          )}
        </>
      )}
    </EditorDialog>
  );
}
