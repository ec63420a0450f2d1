/**
 * The mailing list select of newsletter blocks (GAP-72), rendered to HTML with the lists
 * already loaded: its label, the lists, and 'A List must be selected.' (spec §8) only once the
 * block was validated without a list.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MailingListsAnswer } from '../../shared/api/mailing-lists';
import { FORM_MESSAGES } from '../../shared/forms/form-model';
import { SessionProvider } from '../app/session';
import { MailingListSelect } from './mailing-list-select';
import { mailingListKeys, mailingListSelectionError } from './mailing-lists-data';

const LISTS: MailingListsAnswer = {
  mailingLists: [{ id: 'l1', name: 'Weekly news', doubleOptIn: false, subscribedCount: 3, pendingCount: 0, unsubscribedCount: 0, created: 1, updated: 1 }],
};

function render(props: { value: string | null; showError?: boolean }): string {
  const client = new QueryClient();
  client.setQueryData(mailingListKeys.lists(), LISTS);
  const owner = { user: { id: 'u', email: 'o@example.com' }, websiteId: 'w', role: 1, permissions: ['content.edit'], readPermissions: ['content.edit'] };
  const boot = { site: { id: 'w', title: 'Shop', identifier: 'shop' }, owner, ownerCrumb: null };
  const select = createElement(MailingListSelect, { ...props, onChange: () => undefined });
  return renderToString(createElement(QueryClientProvider, { client }, createElement(SessionProvider, { boot, children: select })));
}

describe('the mailing list select (GAP-72)', () => {
  it('GAP-72 requires a list: the spec’s editor message for none, none for a chosen one', () => {
    expect(mailingListSelectionError(null)).toBe('A List must be selected.');
    expect(mailingListSelectionError('')).toBe(FORM_MESSAGES.listRequired);
    expect(mailingListSelectionError('l1')).toBeNull();
  });

  it('GAP-72 shows "A List must be selected." once validated with no list, tied to the invalid field', () => {
    const html = render({ value: null, showError: true });
    expect(html).toContain('Mailing list');
    expect(html).toContain('A List must be selected.');
    expect(html).toContain('data-invalid="true"');
  });

  it('GAP-72 shows no message before validation or with a list chosen, and names the chosen list', () => {
    expect(render({ value: null })).not.toContain('A List must be selected.');
    const chosen = render({ value: 'l1', showError: true });
    expect(chosen).not.toContain('A List must be selected.');
    expect(chosen).toContain('Weekly news');
  });

  it('GAP-72 a list that no longer exists reads as no choice', () => {
    expect(render({ value: 'deleted-list', showError: true })).toContain('A List must be selected.');
  });
});
