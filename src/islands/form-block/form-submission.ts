/**
 * The two calls of a form submission (spec §7, FORM-39..FORM-42, CAPT-06): a one-time key
 * for every attempt, then SaveFormSubmission with the values as JSON text and the page they were
 * sent from. Answers are read raw, because §8 words the failures from the status and the body.
 */
import type { BodyOf } from '../../shared/api/endpoint';
import { formEndpoints } from '../../shared/api/forms-endpoints';
import { CONTENT_SOURCE, type FormValues } from '../../shared/forms/form-model';
import { cookieValue } from '../api-client';
import { saveOutcome, type SaveOutcome } from './submit-messages';

type SaveBody = BodyOf<typeof formEndpoints.save>;

async function post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  const crumb = cookieValue(document.cookie, 'crumb');
  if (crumb !== null) headers['x-csrf-token'] = crumb;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, credentials: 'include', body: JSON.stringify(body ?? {}) });
  } catch {
    return { status: 0, body: undefined };
  }
  try {
    return { status: response.status, body: (await response.json()) as unknown };
  } catch {
    return { status: response.status, body: undefined };
  }
}

/** FORM-39, FORM-40: a fresh key, or null when none could be had (FORM-65). */
export async function fetchSubmissionKey(): Promise<string | null> {
  const answer = await post(formEndpoints.submissionKey.path, {});
  const key = (answer.body as { key?: unknown } | undefined)?.key;
  return answer.status >= 200 && answer.status < 300 && typeof key === 'string' && key !== '' ? key : null;
}

/** The page the form is on (FORM-41, FORM-42), from the body's id the theme writes (`item-…`, `collection-…`). */
export function pageFieldsOf(doc: { title: string; body: { id: string } | null }, path: string): Partial<Pick<SaveBody, 'pageTitle' | 'pageId' | 'contentSource' | 'pagePath' | 'pagePermissionTypeValue'>> {
  const bodyId = doc.body?.id ?? '';
  const item = /^item-(.+)$/.exec(bodyId);
  const collection = /^collection-(.+)$/.exec(bodyId);
  return {
    pageTitle: doc.title.slice(0, 500),
    ...(item !== null && { pageId: item[1]!.slice(0, 100), contentSource: CONTENT_SOURCE.ITEM }),
    ...(collection !== null && { pageId: collection[1]!.slice(0, 100), contentSource: CONTENT_SOURCE.COLLECTION }),
    pagePath: path.slice(0, 2000),
    // Storefront pages a visitor can open are public; the site has no other page permission yet.
    pagePermissionTypeValue: 1,
  };
}

export interface SubmissionRequest {
  formId: string;
  key: string;
  values: FormValues;
  /** CAPT-06: only when the form's captcha is on. */
  captchaKey: string | null;
}

/** FORM-41: saves one submission; the outcome as §8 reads it. */
export async function saveSubmission(request: SubmissionRequest): Promise<SaveOutcome> {
  const body: SaveBody = {
    key: request.key,
    formId: request.formId,
    form: JSON.stringify(request.values),
    ...(request.captchaKey !== null && { captchaKey: request.captchaKey }),
    ...pageFieldsOf(document, location.pathname),
  };
  const answer = await post(formEndpoints.save.path, body);
  return saveOutcome(answer.status, answer.body);
}
