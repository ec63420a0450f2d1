/**
 * The Discounts screen (GAP-55): the store's coupons with their discount, conditions, how many
 * orders used them and whether shoppers can use them now; create and edit in a dialog, disable
 * or enable in place, delete behind a confirm.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnerCoupon } from '../../../shared/api/pricing-rules';
import { pricingRulesEndpoints } from '../../../shared/api/pricing-rules-endpoints';
import type { Currency } from '../../../shared/money';
import { ownerCall } from '../../api/owner-client';
import { useConfirm } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { StatusAndError } from '../../components/save-status';
import { SectionTabs } from '../../components/section-tabs';
import { useSite } from '../settings/settings-queries';
import { storeKeys, useCoupons } from '../store-settings/store-settings-data';
import { CouponForm } from './coupon-form';
import { conditionsText, couponState, couponToggleBody, discountText, usageText } from './coupon-values';
import '../store-settings/store-settings.css';

export function DiscountsScreen() {
  const coupons = useCoupons();
  const site = useSite();
  const client = useQueryClient();
  const [editing, setEditing] = useState<OwnerCoupon | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmElement, confirm] = useConfirm();
  const onError = (error: Error) => setFailure(error.message);
  const refresh = () => client.invalidateQueries({ queryKey: storeKeys.coupons });
  const remove = useMutation({
    mutationFn: (coupon: OwnerCoupon) => ownerCall(pricingRulesEndpoints.deleteCoupon, { params: { id: coupon.id } }),
    onSuccess: (_answer, coupon) => {
      setStatus(`Deleted ${coupon.code}.`);
      return refresh();
    },
    onError,
  });
  const toggle = useMutation({
    mutationFn: (coupon: OwnerCoupon) => ownerCall(pricingRulesEndpoints.replaceCoupon, { params: { id: coupon.id }, body: couponToggleBody(coupon, !coupon.active) }),
    onSuccess: (answer) => {
      setStatus(`${answer.coupon.code} ${answer.coupon.active ? 'enabled' : 'disabled'}.`);
      return refresh();
    },
    onError,
  });
  const askDelete = async (coupon: OwnerCoupon) => {
    setFailure(null);
    const body = coupon.redemptionCount > 0 ? `Orders already placed with it keep their discount. To stop it without losing it, disable it instead.` : 'Shoppers can no longer use this code. This cannot be undone.';
    if (await confirm({ title: `Delete ${coupon.code}?`, body, confirmLabel: 'Delete', destructive: true })) remove.mutate(coupon);
  };

  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Discounts
      </h1>
      <p className="store-muted">Coupon codes shoppers type in their cart or at checkout.</p>
      <div className="screen__toolbar">
        <button type="button" className="button button--primary" onClick={() => setEditing('new')} disabled={site.data === undefined}>
          New coupon
        </button>
      </div>
      <StatusAndError status={status} error={failure} className="visually-hidden" />
      {coupons.isPending || site.isPending ? (
        <Loading label="Loading coupons…" />
      ) : coupons.isError || site.isError ? (
        <LoadFailed error={coupons.error ?? site.error} retry={() => void Promise.all([coupons.refetch(), site.refetch()])} />
      ) : coupons.data.length === 0 ? (
        <p className="panel">No coupons yet. Create one to give shoppers a code for a discount or free shipping.</p>
      ) : (
        <CouponTable
          coupons={coupons.data}
          currency={site.data.currency}
          busy={remove.isPending || toggle.isPending}
          onEdit={setEditing}
          onToggle={(coupon) => {
            setFailure(null);
            toggle.mutate(coupon);
          }}
          onDelete={(coupon) => void askDelete(coupon)}
        />
      )}
      <EditorDialog title={editing === 'new' ? 'New coupon' : 'Edit coupon'} isOpen={editing !== null} onClose={() => setEditing(null)}>
        {editing !== null && site.data !== undefined && (
          <CouponForm
            key={editing === 'new' ? 'new' : editing.id}
            coupon={editing === 'new' ? null : editing}
            currency={site.data.currency}
            onClose={() => setEditing(null)}
            onSaved={(coupon, created) => {
              setFailure(null);
              setStatus(created ? `Created ${coupon.code}.` : `Saved ${coupon.code}.`);
            }}
          />
        )}
      </EditorDialog>
      {confirmElement}
    </section>
  );
}

interface TableProps {
  coupons: OwnerCoupon[];
  currency: Currency;
  busy: boolean;
  onEdit(coupon: OwnerCoupon): void;
  onToggle(coupon: OwnerCoupon): void;
  onDelete(coupon: OwnerCoupon): void;
}

function CouponTable({ coupons, currency, busy, onEdit, onToggle, onDelete }: TableProps) {
  const now = Date.now();
  return (
    <table className="store-table">
      <caption className="visually-hidden">Coupons</caption>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Discount</th>
          <th scope="col">Conditions</th>
          <th scope="col">Usage</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => {
          const state = couponState(coupon, now);
          return (
            <tr key={coupon.id}>
              <td data-label="Code" className="store-table__name">
                {coupon.code}
              </td>
              <td data-label="Discount">{discountText(coupon, currency)}</td>
              <td data-label="Conditions">{conditionsText(coupon, currency)}</td>
              <td data-label="Usage">{usageText(coupon)}</td>
              <td data-label="Status">
                <span className={state === 'Active' ? 'store-badge store-badge--on' : 'store-badge'}>{state}</span>
              </td>
              <td className="store-table__actions">
                <button type="button" className="button button--small" onClick={() => onEdit(coupon)}>
                  Edit<span className="visually-hidden"> {coupon.code}</span>
                </button>
                <button type="button" className="button button--small" disabled={busy} onClick={() => onToggle(coupon)}>
                  {coupon.active ? 'Disable' : 'Enable'}
                  <span className="visually-hidden"> {coupon.code}</span>
                </button>
                <button type="button" className="button button--small" disabled={busy} onClick={() => onDelete(coupon)}>
                  Delete<span className="visually-hidden"> {coupon.code}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
