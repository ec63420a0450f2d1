/**
 * Forms HTTP tests: a site with a contact form of every field type, its owner's session, and
 * visitors that fetch a one-time key and send the form as the form block does.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FormInput } from '../../src/modules/forms';
import type { FormField } from '../../src/shared/forms/form-model';
import type { Database } from '../../src/db/database';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { fixedClock } from '../../src/shared/clock';
import { createEventBus } from '../../src/shared/events';
import { sequentialIds } from '../../src/shared/ids';
import { cartVisitor, type CartVisitor } from './cart';
import { fixtureEditorAssets } from './editor-build';
import { ownerSession, siteHost } from './owner';

/** One question of each kind the owner's screens show. */
export const CONTACT_FIELDS: FormField[] = [
  { id: 'name', type: 'name', title: 'Your name', description: '', required: true },
  { id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true },
  { id: 'intro', type: 'section', title: 'About you', description: '', underline: false },
  { id: 'message', type: 'textarea', title: 'Message', description: '', placeholder: '', required: false, maxLength: 200 },
  { id: 'topic', type: 'select', title: 'Topic', description: '', options: ['Orders', 'Workshops'], required: false },
  { id: 'days', type: 'checkbox', title: 'Days', description: '', options: ['Mon', 'Tue'], required: false },
  { id: 'mood', type: 'likert', title: 'Mood', description: '', options: ['Service was quick'], required: false },
  { id: 'phone', type: 'phone', title: 'Phone', description: '', showCountryCode: false, required: false },
  { id: 'source', type: 'hidden', title: 'Source', key: 'utm_source', value: 'site' },
];

export function contactForm(overrides: Partial<FormInput> = {}): FormInput {
  return {
    name: 'Contact us',
    kind: 'form',
    fields: CONTACT_FIELDS,
    submitLabel: 'Send',
    submissionMessage: '<p>Thanks!</p>',
    submissionHtml: '',
    successRedirect: null,
    disclaimerMessage: '',
    captchaEnabled: false,
    theme: 'light',
    alignment: 'left',
    notificationEmail: 'owner@example.com',
    mailingListId: null,
    ...overrides,
  };
}

export interface FormVisitor extends CartVisitor {
  key(): Promise<string>;
  save(body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** Fetches a key and sends `values` to the form. */
  submit(formId: string, values: Record<string, unknown>, extra?: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

export function formVisitor(app: FastifyInstance, host: string, remoteAddress?: string): FormVisitor {
  const base = cartVisitor(app, host, remoteAddress ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const visitor: FormVisitor = Object.assign(base, {
    async key() {
      const res = await base.request('POST', '/api/form/FormSubmissionKey');
      if (res.statusCode !== 200) throw new Error(`formVisitor.key: ${res.statusCode} ${res.body}`);
      return res.json<{ key: string }>().key;
    },
    save: (body: Record<string, unknown>) => base.request('POST', '/api/form/SaveFormSubmission', body),
    async submit(formId: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
      return visitor.save({ formId, key: await visitor.key(), form: JSON.stringify(values), ...extra });
    },
  });
  return visitor;
}

/** A fresh site with the contact form (changed by `overrides`) and an admin's session headers. */
export async function createFormSite(app: FastifyInstance, overrides: Partial<FormInput> = {}) {
  const tag = `forms-${randomBytes(4).toString('hex')}`;
  const site = await app.services.sites.create({ identifier: tag, title: `Studio ${tag}` });
  const form = await app.services.forms.create(site.id, contactForm(overrides));
  const host = await siteHost(app, site.id);
  const { headers } = await ownerSession(app, { websiteId: site.id });
  return { site, form, host, headers, visitor: () => formVisitor(app, host) };
}

/** Answers every required question of the contact form. */
export const VALID_ANSWERS = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hello there' };

let apps = 0;

/** An app whose clock the test moves (keys expire with it). */
export async function formsApp(database: Database): Promise<{ app: FastifyInstance; clock: ReturnType<typeof fixedClock> }> {
  const clock = fixedClock(Date.UTC(2026, 10, 21, 12, 0, 0));
  const events = createEventBus((e) => {
    throw e;
  });
  const app = await buildApp(testConfig(), { database, clock, ids: sequentialIds(`f${process.pid.toString(16)}x${++apps}x`), events }, { editorAssets: fixtureEditorAssets() });
  return { app, clock };
}
