/**
 * The Shipping screen (GAP-54): the store's shipping zones with the countries each covers and
 * its options (flat price, free over a subtotal, delivery estimate); create and edit a zone in
 * a dialog, delete one behind a confirm.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REST_OF_WORLD, type OwnerShippingZone } from '../../../shared/api/pricing-rules';
import { pricingRulesEndpoints } from '../../../shared/api/pricing-rules-endpoints';
import type { Currency } from '../../../shared/money';
import { ownerCall } from '../../api/owner-client';
import { useConfirm } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { StatusAndError } from '../../components/save-status';
import { SectionTabs } from '../../components/section-tabs';
import { useSite } from '../settings/settings-queries';
import { ShippingZoneForm } from './shipping-zone-form';
import { money, storeKeys, useShippingZones } from './store-settings-data';
import './store-settings.css';

const where = (zone: OwnerShippingZone) => (zone.countries.includes(REST_OF_WORLD) ? 'Rest of the world' : zone.countries.join(', '));

export function ShippingScreen() {
  const zones = useShippingZones();
  const site = useSite();
  const client = useQueryClient();
  const [editing, setEditing] = useState<OwnerShippingZone | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmElement, confirm] = useConfirm();
  const remove = useMutation({
    mutationFn: (zone: OwnerShippingZone) => ownerCall(pricingRulesEndpoints.deleteShippingZone, { params: { id: zone.id } }),
    onSuccess: (_answer, zone) => {
      setStatus(`Deleted ${zone.name}.`);
      return client.invalidateQueries({ queryKey: storeKeys.shippingZones });
    },
    onError: (error) => setFailure(error.message),
  });
  const askDelete = async (zone: OwnerShippingZone) => {
    setFailure(null);
    const body = `Shoppers in ${where(zone)} will no longer be offered its ${zone.options.length === 1 ? 'option' : `${zone.options.length} options`}. Orders already placed keep their shipping.`;
    if (await confirm({ title: `Delete ${zone.name}?`, body, confirmLabel: 'Delete', destructive: true })) remove.mutate(zone);
  };

  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Shipping
      </h1>
      <p className="store-muted">Shoppers choose from the options of the zone that names their country; the rest-of-the-world zone covers every other country.</p>
      <div className="screen__toolbar">
        <button type="button" className="button button--primary" onClick={() => setEditing('new')} disabled={site.data === undefined}>
          New shipping zone
        </button>
      </div>
      <StatusAndError status={status} error={failure} className="visually-hidden" />
      {zones.isPending || site.isPending ? (
        <Loading label="Loading shipping zones…" />
      ) : zones.isError || site.isError ? (
        <LoadFailed error={zones.error ?? site.error} retry={() => void Promise.all([zones.refetch(), site.refetch()])} />
      ) : zones.data.length === 0 ? (
        <p className="panel">No shipping zones yet: shoppers cannot choose shipping for physical products.</p>
      ) : (
        <ZoneTable zones={zones.data} currency={site.data.currency} onEdit={setEditing} onDelete={(zone) => void askDelete(zone)} deleting={remove.isPending} />
      )}
      <EditorDialog title={editing === 'new' ? 'New shipping zone' : 'Edit shipping zone'} isOpen={editing !== null} onClose={() => setEditing(null)} size="wide">
        {editing !== null && site.data !== undefined && (
          <ShippingZoneForm
            key={editing === 'new' ? 'new' : editing.id}
            zone={editing === 'new' ? null : editing}
            currency={site.data.currency}
            onClose={() => setEditing(null)}
            onSaved={(zone, created) => {
              setFailure(null);
              setStatus(created ? `Created ${zone.name}.` : `Saved ${zone.name}.`);
            }}
          />
        )}
      </EditorDialog>
      {confirmElement}
    </section>
  );
}

function ZoneTable({ zones, currency, onEdit, onDelete, deleting }: { zones: OwnerShippingZone[]; currency: Currency; onEdit(zone: OwnerShippingZone): void; onDelete(zone: OwnerShippingZone): void; deleting: boolean }) {
  return (
    <table className="store-table">
      <caption className="visually-hidden">Shipping zones</caption>
      <thead>
        <tr>
          <th scope="col">Zone</th>
          <th scope="col">Countries</th>
          <th scope="col">Options</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {zones.map((zone) => (
          <tr key={zone.id}>
            <td data-label="Zone" className="store-table__name">
              {zone.name}
            </td>
            <td data-label="Countries">{where(zone)}</td>
            <td data-label="Options">
              <ul>
                {zone.options.map((option) => (
                  <li key={option.id}>
                    {option.name}: {option.costCents === 0 ? 'Free' : money(option.costCents, currency)}
                    {option.freeOverCents !== null && <span className="store-muted"> · free over {money(option.freeOverCents, currency)}</span>}
                    {option.deliveryEstimate !== null && <span className="store-muted"> · {option.deliveryEstimate}</span>}
                  </li>
                ))}
              </ul>
            </td>
            <td className="store-table__actions">
              <button type="button" className="button button--small" onClick={() => onEdit(zone)}>
                Edit<span className="visually-hidden"> {zone.name}</span>
              </button>
              <button type="button" className="button button--small" disabled={deleting} onClick={() => onDelete(zone)}>
                Delete<span className="visually-hidden"> {zone.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
