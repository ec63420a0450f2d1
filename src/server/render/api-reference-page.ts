/**
 * `/api/docs`: the API reference as one server-rendered page built from the OpenAPI document,
 * with no script (so the strict CSP holds): a section per area, a table per call with method,
 * path, who may call it, what it takes and what it answers, then the error catalogue. Every
 * value from the document is escaped.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { escapeHtml } from '../../shared/html';

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject;
type Operation = OpenAPIV3_1.OperationObject;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const SECURITY_WORDS: Record<string, string> = {
  ownerSession: 'owner session cookie',
  ownerCrumb: 'X-Stoa-Owner-Crumb header',
  apiKey: 'Bearer API key',
  visitorCrumb: 'crumb (X-CSRF-Token header)',
};

function refName(schema: Schema | undefined): string | null {
  return schema !== undefined && '$ref' in schema ? schema.$ref.replace('#/components/schemas/', '') : null;
}

/** A schema in a few words: a named component, `object {a, b?}`, `array of X`, or its type. */
export function schemaSummary(schema: Schema | undefined, depth = 0): string {
  if (schema === undefined) return '—';
  const name = refName(schema);
  if (name !== null) return name;
  const s = schema as OpenAPIV3_1.SchemaObject;
  if (s.anyOf !== undefined) return s.anyOf.map((x) => schemaSummary(x as Schema, depth)).join(' or ');
  if (s.type === 'array') return `array of ${schemaSummary(s.items as Schema | undefined, depth)}`;
  if (s.properties !== undefined) {
    if (depth > 0) return 'object';
    const required = new Set(s.required ?? []);
    const fields = Object.entries(s.properties).map(([key, value]) => `${key}${required.has(key) ? '' : '?'}: ${schemaSummary(value as Schema, depth + 1)}`);
    return `{ ${fields.join(', ')} }`;
  }
  if (s.enum !== undefined) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : s.type;
  return type ?? 'any';
}

function authText(operation: Operation): string {
  const requirements = operation.security ?? [];
  if (requirements.length === 0) return 'none';
  return requirements.map((r) => Object.keys(r).map((k) => SECURITY_WORDS[k] ?? k).join(' + ') || 'none').join(', or ');
}

function requestText(operation: Operation): string {
  const parts: string[] = [];
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  for (const where of ['path', 'query', 'header']) {
    const names = parameters.filter((p) => p.in === where).map((p) => `${p.name}${p.required === true ? '' : '?'}: ${schemaSummary(p.schema as Schema | undefined, 1)}`);
    if (names.length > 0) parts.push(`${where}: ${names.join(', ')}`);
  }
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const json = body?.content?.['application/json']?.schema as Schema | undefined;
  if (json !== undefined) parts.push(`body: ${schemaSummary(json)}`);
  return parts.length > 0 ? parts.join('; ') : 'not described yet';
}

function responsesHtml(operation: Operation): string {
  const rows = Object.entries(operation.responses ?? {}).map(([status, value]) => {
    const response = value as OpenAPIV3_1.ResponseObject;
    const schema = response.content?.['application/json']?.schema as Schema | undefined;
    const shape = schema === undefined ? '' : ` — ${schemaSummary(schema)}`;
    return `<li><strong>${escapeHtml(status)}</strong>${escapeHtml(shape)}: ${escapeHtml(response.description ?? '')}</li>`;
  });
  return `<ul>${rows.join('')}</ul>`;
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const title = `${method.toUpperCase()} ${path}`;
  return (
    `<section class="operation"><h3>${escapeHtml(title)}</h3><table><tbody>` +
    `<tr><th scope="row">Method</th><td><code>${escapeHtml(method.toUpperCase())}</code></td></tr>` +
    `<tr><th scope="row">Path</th><td><code>${escapeHtml(path)}</code></td></tr>` +
    `<tr><th scope="row">Auth</th><td>${escapeHtml(authText(operation))}</td></tr>` +
    `<tr><th scope="row">Request</th><td>${escapeHtml(requestText(operation))}</td></tr>` +
    `<tr><th scope="row">Responses</th><td>${responsesHtml(operation)}</td></tr>` +
    `</tbody></table></section>`
  );
}

export function apiReferenceHtml(document: OpenAPIV3_1.Document & { 'x-error-catalog'?: { code: string; status: number; message: string }[] }): string {
  const byArea = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation === undefined) continue;
      const area = operation.tags?.[0] ?? 'other';
      byArea.set(area, [...(byArea.get(area) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const areas = [...byArea.keys()].sort();
  const nav = areas.map((area) => `<li><a href="#${escapeHtml(anchor(area))}">${escapeHtml(area)}</a></li>`).join('');
  const sections = areas.map((area) => `<section aria-labelledby="${escapeHtml(anchor(area))}"><h2 id="${escapeHtml(anchor(area))}">${escapeHtml(area)}</h2>${byArea.get(area)!.join('')}</section>`).join('');
  const catalog = (document['x-error-catalog'] ?? [])
    .map((e) => `<tr><td><code>${escapeHtml(e.code)}</code></td><td>${escapeHtml(String(e.status))}</td><td>${escapeHtml(e.message)}</td></tr>`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(document.info.title)} reference</title>` +
    `<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top}th{width:8rem}code{font-size:.95em}</style></head>` +
    `<body><header><h1>${escapeHtml(document.info.title)} reference</h1><p>${escapeHtml(document.info.description ?? '')}</p>` +
    `<p>The document itself: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p></header>` +
    `<nav aria-label="Areas"><ul>${nav}<li><a href="#terms-of-use">Keys and terms of use</a></li><li><a href="#error-catalogue">Error catalogue</a></li></ul></nav>` +
    `<main>${TERMS_OF_USE}${sections}<section aria-labelledby="error-catalogue"><h2 id="error-catalogue">Error catalogue</h2>` +
    `<table><thead><tr><th scope="col">Code</th><th scope="col">Status</th><th scope="col">Message</th></tr></thead><tbody>${catalog}</tbody></table></section></main></body></html>`
  );
}

/** What an owner agrees to when making an API key (the API keys panel's "Terms of use" link). */
const TERMS_OF_USE =
  `<section aria-labelledby="terms-of-use"><h2 id="terms-of-use">Keys and terms of use</h2><ul>` +
  `<li>Send a key as <code>Authorization: Bearer &lt;key&gt;</code>. It acts on behalf of the person who made it, with the role chosen for it, never more than that person may do.</li>` +
  `<li>Keep keys secret: never put one in a page, a public repository or an email. A key is shown once when it is made.</li>` +
  `<li>Each call made with a key is logged with its method, route, status and time, and the key's last use is shown beside it.</li>` +
  `<li>Calls are rate limited like the owner's own. Delete a key you no longer use, or one that may have leaked: it stops working at once.</li>` +
  `<li>You are responsible for what apps do with your keys, and for the visitors' data they read, as you are for your own use of the site.</li>` +
  `</ul></section>`;

function anchor(area: string): string {
  return `area-${area.replace(/[^a-z0-9]+/gi, '-')}`;
}
