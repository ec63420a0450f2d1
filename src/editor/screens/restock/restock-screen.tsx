/**
 * Restock notices (RSTK-15..RSTK-22, GAP-28..GAP-31): visitors waiting for a sold-out variant,
 * grouped by product and variant with their counts; each group's emails on demand; "Send" per
 * variant and "Send all", each behind a confirm. The back-in-stock email can go only once the
 * variant has stock again (GAP-30), so Send stays off until then and says why.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { RestockGroup, RestockSendResult } from '../../../shared/api/restock';
import { restockEndpoints } from '../../../shared/api/restock-endpoints';
import { ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { StatusAndError } from '../../components/save-status';
import { SectionTabs } from '../../components/section-tabs';
import { allPages, byProduct, groupsOf, plural, restockKeys } from './restock-data';
import { SignUpList } from './sign-up-list';
import './restock.css';

const variantName = (g: Pick<RestockGroup, 'productName' | 'variantLabel'>) => (g.variantLabel === '' ? g.productName : `${g.productName} — ${g.variantLabel}`);

export function RestockScreen() {
  const queryClient = useQueryClient();
  const { can } = useSession();
  const canSend = can('restock.manage');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [confirmElement, confirm] = useConfirm();

  const groups = useQuery({ queryKey: restockKeys.groups, queryFn: () => allPages((cursor) => ownerCall(restockEndpoints.groups, { query: cursor === undefined ? {} : { cursor } }), groupsOf) });

  const send = useMutation({
    mutationFn: (group: RestockGroup) => ownerCall(restockEndpoints.send, { body: { productId: group.productId, variantId: group.variantId } }),
    onSuccess: ({ queued }, group) => {
      setStatus(`Sent ${plural(queued, 'back-in-stock email', 'back-in-stock emails')} for ${variantName(group)}.`);
      return queryClient.invalidateQueries({ queryKey: restockKeys.all });
    },
    onError: (error) => {
      setFailure(error.message);
      void queryClient.invalidateQueries({ queryKey: restockKeys.all });
    },
  });
  const sendAll = useMutation({
    mutationFn: (ready: RestockGroup[]) => ownerCall(restockEndpoints.sendAll, { body: { sendRequests: ready.map((g) => ({ productId: g.productId, variantId: g.variantId })) } }),
    onSuccess: ({ results }, ready) => {
      const sent = results.filter((r): r is Extract<RestockSendResult, { queued: number }> => 'queued' in r);
      const failed = results.filter((r): r is Extract<RestockSendResult, { error: string }> => 'error' in r);
      const emails = sent.reduce((sum, r) => sum + r.queued, 0);
      setStatus(`Sent ${plural(emails, 'back-in-stock email', 'back-in-stock emails')} for ${plural(sent.length, 'variant', 'variants')}.`);
      if (failed.length > 0) {
        const named = failed.map((f) => {
          const group = ready.find((g) => g.productId === f.productId && g.variantId === f.variantId);
          return `${group === undefined ? f.variantId : variantName(group)}: ${f.error}`;
        });
        setFailure(`Not sent: ${named.join(' ')}`);
      }
      return queryClient.invalidateQueries({ queryKey: restockKeys.all });
    },
    onError: (error) => setFailure(error.message),
  });

  const all = groups.data ?? [];
  const ready = all.filter((g) => g.inStock && g.count > 0);
  const waitingStock = all.filter((g) => !g.inStock).length;
  const busy = send.isPending || sendAll.isPending;

  const askSend = async (group: RestockGroup) => {
    setStatus('');
    setFailure(null);
    const yes = await confirm({
      title: `Send the back-in-stock email for ${variantName(group)}?`,
      body: `${plural(group.count, 'person', 'people')} waiting for it will get one email each, and leave this list.`,
      confirmLabel: 'Send',
    });
    if (yes) send.mutate(group);
  };
  const askSendAll = async () => {
    setStatus('');
    setFailure(null);
    const people = ready.reduce((sum, g) => sum + g.count, 0);
    const yes = await confirm({
      title: 'Send every back-in-stock email that can go?',
      body: `${plural(people, 'person', 'people')} waiting for ${plural(ready.length, 'variant that is back in stock', 'variants that are back in stock')} will get one email each.${waitingStock > 0 ? ` ${plural(waitingStock, 'variant is', 'variants are')} still sold out and wait.` : ''}`,
      confirmLabel: 'Send all',
    });
    if (yes) sendAll.mutate(ready);
  };
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <section className="screen restock" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Restock notices
      </h1>
      <p className="restock__intro">
        Shoppers who asked to hear when a sold-out variant is back. Add stock in <Link to="/inventory">Inventory</Link>, then send them the back-in-stock email.
      </p>
      {canSend && all.length > 0 && (
        <div className="screen__toolbar">
          <button type="button" className="button button--primary" disabled={ready.length === 0 || busy} onClick={() => void askSendAll()} aria-describedby="restock-send-all-help">
            Send all
          </button>
          <span id="restock-send-all-help" className="restock__muted">
            {ready.length === 0 ? 'Nothing to send yet: no variant with sign-ups is back in stock.' : `${plural(ready.length, 'variant is', 'variants are')} back in stock and ready to send.`}
          </span>
        </div>
      )}
      <StatusAndError status={busy ? 'Sending…' : status} error={failure} className="restock__status" />
      {groups.isPending ? (
        <Loading label="Loading restock sign-ups…" />
      ) : groups.isError ? (
        <LoadFailed error={groups.error} retry={() => void groups.refetch()} />
      ) : all.length === 0 ? (
        <p className="panel">No one is waiting for a restock. When a product is sold out, shoppers can sign up on its page and appear here.</p>
      ) : (
        byProduct(all).map((product) => (
          <section key={product.productId} className="restock__product" aria-labelledby={`restock-${product.productId}`}>
            <h2 id={`restock-${product.productId}`} className="restock__product-name">
              {product.productName === '' ? 'Deleted product' : product.productName}
              <span className="restock__muted"> · {plural(product.count, 'sign-up', 'sign-ups')}</span>
            </h2>
            <ul className="restock__variants">
              {product.variants.map((group) => {
                const key = `${group.productId}/${group.variantId}`;
                const name = variantName(group);
                return (
                  <li key={key} className="restock__variant">
                    <div className="restock__variant-head">
                      <span className="restock__variant-name">{group.variantLabel === '' ? 'All variants' : group.variantLabel}</span>
                      <span>{plural(group.count, 'person waiting', 'people waiting')}</span>
                      <span className={group.inStock ? 'restock__badge restock__badge--in' : 'restock__badge'}>{group.inStock ? 'Back in stock' : 'Sold out'}</span>
                      <div className="restock__actions">
                        <button type="button" className="button button--small" aria-expanded={open.has(key)} onClick={() => toggle(key)}>
                          {open.has(key) ? 'Hide emails' : 'Show emails'}
                          <span className="visually-hidden"> for {name}</span>
                        </button>
                        {canSend && (
                          <button type="button" className="button button--small button--primary" disabled={!group.inStock || busy} aria-describedby={group.inStock ? undefined : `why-${key}`} onClick={() => void askSend(group)}>
                            Send<span className="visually-hidden"> back-in-stock email for {name}</span>
                          </button>
                        )}
                      </div>
                    </div>
                    {!group.inStock && canSend && (
                      <p id={`why-${key}`} className="restock__muted restock__why">
                        Still sold out: add stock in Inventory before sending.
                      </p>
                    )}
                    {open.has(key) && <SignUpList productId={group.productId} variantId={group.variantId} name={name} />}
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      {confirmElement}
    </section>
  );
}
