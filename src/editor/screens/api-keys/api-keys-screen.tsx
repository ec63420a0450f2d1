/**
 * The API keys panel (GAP-03, ADM-02): the site's keys (name, permissions, the start of the
 * key, created, last used), "Create API key" (the modal of create-api-key-dialog.tsx) and
 * delete behind a confirm; "Learn more" and "Terms of use" lead to the API reference. Each
 * action emits its panel event. A deleted key stops working at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiKeyView } from '../../../shared/api/api-keys';
import { apiKeysEndpoints } from '../../../shared/api/api-keys-endpoints';
import { ownerCall } from '../../api/owner-client';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { PANEL_EVENTS, recordPanelEvent } from '../../components/panel-events';
import { StatusAndError } from '../../components/save-status';
import { SectionTabs } from '../../components/section-tabs';
import { roleName } from '../settings/contributor-roles';
import { apiKeyQueryKey, formatWhen, useApiKeys } from './api-keys-data';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import './api-keys.css';

/** Where "Learn more" and "Terms of use" lead: the API reference and its terms section. */
export const API_DOCS_URL = '/api/docs';
export const API_TERMS_URL = '/api/docs#terms-of-use';

export function ApiKeysScreen() {
  const keys = useApiKeys();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmElement, confirm] = useConfirm();

  const revoke = useMutation({
    mutationFn: (key: ApiKeyView) => ownerCall(apiKeysEndpoints.revoke, { params: { keyId: key.id } }),
    onSuccess: (_answer, key) => {
      setStatus(`Deleted ${key.name}. It no longer works.`);
      return queryClient.invalidateQueries({ queryKey: apiKeyQueryKey });
    },
    onError: (error) => setFailure(error.message),
  });

  const askDelete = async (key: ApiKeyView) => {
    recordPanelEvent(PANEL_EVENTS.apiKeysDeleteKey);
    setFailure(null);
    const yes = await confirm({
      title: `Delete ${key.name}?`,
      body: 'Apps using this key lose access at once. This cannot be undone.',
      confirmLabel: 'Delete key',
      destructive: true,
    });
    if (!yes) return;
    recordPanelEvent(PANEL_EVENTS.apiKeysDeleteConfirm);
    revoke.mutate(key);
  };

  const active = keys.data?.apiKeys.filter((key) => key.revokedAt === null) ?? [];
  const deletedCount = (keys.data?.apiKeys.length ?? 0) - active.length;

  return (
    <section className="screen api-keys" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        API keys
      </h1>
      <p className="api-keys__intro">
        An API key lets an app or script use your site&apos;s API on your behalf, with the permissions you choose.{' '}
        <a href={API_DOCS_URL} target="_blank" rel="noreferrer" onClick={() => recordPanelEvent(PANEL_EVENTS.apiKeysLearnMore)}>
          Learn more<span className="visually-hidden"> about the API (opens in a new tab)</span>
        </a>
        {' · '}
        <a href={API_TERMS_URL} target="_blank" rel="noreferrer" onClick={() => recordPanelEvent(PANEL_EVENTS.apiKeysTermsOfUse)}>
          Terms of use<span className="visually-hidden"> of the API (opens in a new tab)</span>
        </a>
      </p>
      <div className="screen__toolbar">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            recordPanelEvent(PANEL_EVENTS.apiKeysCreateKey);
            setFailure(null);
            setCreating(true);
          }}
        >
          Create API key
        </button>
      </div>
      <StatusAndError status={status} error={failure} className="visually-hidden" />
      {keys.isPending ? (
        <Loading label="Loading API keys…" />
      ) : keys.isError ? (
        <LoadFailed error={keys.error} retry={() => void keys.refetch()} />
      ) : active.length === 0 ? (
        <p className="panel">No API keys yet. Create one for each app that should use your site&apos;s API.</p>
      ) : (
        <table className="api-keys__table">
          <caption className="visually-hidden">API keys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Permissions</th>
              <th scope="col">Key</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {active.map((key) => (
              <tr key={key.id}>
                <td data-label="Name" className="api-keys__name">
                  {key.name}
                </td>
                <td data-label="Permissions">{roleName(key.role)}</td>
                <td data-label="Key">
                  <code>{key.prefix}…</code>
                </td>
                <td data-label="Created">{formatWhen(key.createdAt)}</td>
                <td data-label="Last used">{formatWhen(key.lastUsedAt)}</td>
                <td className="api-keys__actions">
                  <button type="button" className="button button--small" disabled={revoke.isPending} onClick={() => void askDelete(key)}>
                    Delete<span className="visually-hidden"> {key.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deletedCount > 0 && <p className="api-keys__muted">{deletedCount === 1 ? '1 deleted key no longer works.' : `${deletedCount} deleted keys no longer work.`}</p>}
      <CreateApiKeyDialog
        isOpen={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setFailure(null);
          setStatus(`Created ${key.name}.`);
        }}
      />
      {confirmElement}
    </section>
  );
}
