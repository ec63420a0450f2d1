/**
 * The Taxes screen (GAP-53): the store's tax rules by country and region with their rates and
 * whether shipping is taxed; create, edit, and delete behind a confirm.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnerTaxRule } from '../../../shared/api/pricing-rules';
import { pricingRulesEndpoints } from '../../../shared/api/pricing-rules-endpoints';
import { ownerCall } from '../../api/owner-client';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { StatusAndError } from '../../components/save-status';
import { SectionTabs } from '../../components/section-tabs';
import { storeKeys, useTaxRules } from './store-settings-data';
import { TaxRuleDialog } from './tax-rule-dialog';
import './store-settings.css';

export function TaxesScreen() {
  const rules = useTaxRules();
  const client = useQueryClient();
  const [editing, setEditing] = useState<OwnerTaxRule | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmElement, confirm] = useConfirm();
  const remove = useMutation({
    mutationFn: (rule: OwnerTaxRule) => ownerCall(pricingRulesEndpoints.deleteTaxRule, { params: { id: rule.id } }),
    onSuccess: (_answer, rule) => {
      setStatus(`Deleted ${rule.name}.`);
      return client.invalidateQueries({ queryKey: storeKeys.taxRules });
    },
    onError: (error) => setFailure(error.message),
  });
  const askDelete = async (rule: OwnerTaxRule) => {
    setFailure(null);
    if (await confirm({ title: `Delete ${rule.name}?`, body: 'Carts and new orders stop charging this tax. Orders already placed keep theirs.', confirmLabel: 'Delete', destructive: true })) remove.mutate(rule);
  };

  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Taxes
      </h1>
      <p className="store-muted">Tax is added at checkout from the rule for the shipping address (or the store address when nothing ships). Rules add up: a rule for the whole country and one for the address's region both apply.</p>
      <div className="screen__toolbar">
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          New tax rule
        </button>
      </div>
      <StatusAndError status={status} error={failure} className="visually-hidden" />
      {rules.isPending ? (
        <Loading label="Loading tax rules…" />
      ) : rules.isError ? (
        <LoadFailed error={rules.error} retry={() => void rules.refetch()} />
      ) : rules.data.length === 0 ? (
        <p className="panel">No tax rules yet: checkout adds no tax.</p>
      ) : (
        <table className="store-table">
          <caption className="visually-hidden">Tax rules</caption>
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Where</th>
              <th scope="col">Rate</th>
              <th scope="col">Shipping</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.data.map((rule) => (
              <tr key={rule.id}>
                <td data-label="Rule" className="store-table__name">
                  {rule.name}
                </td>
                <td data-label="Where">{rule.region === null ? `${rule.country}, every region` : `${rule.country}, ${rule.region}`}</td>
                <td data-label="Rate">{rule.rate}%</td>
                <td data-label="Shipping">{rule.appliesToShipping ? 'Taxed' : 'Not taxed'}</td>
                <td className="store-table__actions">
                  <button type="button" className="button button--small" onClick={() => setEditing(rule)}>
                    Edit<span className="visually-hidden"> {rule.name}</span>
                  </button>
                  <button type="button" className="button button--small" disabled={remove.isPending} onClick={() => void askDelete(rule)}>
                    Delete<span className="visually-hidden"> {rule.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <TaxRuleDialog
        rule={editing}
        onClose={() => setEditing(null)}
        onSaved={(rule, created) => {
          setFailure(null);
          setStatus(created ? `Created ${rule.name}.` : `Saved ${rule.name}.`);
        }}
      />
      {confirmElement}
    </section>
  );
}
