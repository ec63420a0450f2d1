/**
 * The Content-Security-Policy nonce on every script the server writes (docs/decisions.md
 * "Owner API and storefront scripts"). Pages only run scripts that carry the response's nonce,
 * so a script that reaches a page through content (anything rendered from data) does not run.
 *
 * Trusted markup is made once and cached (theme templates and the built-in pages are compiled
 * at start, a page's block layout once per snapshot), while the nonce is new for every
 * response. Trusted markup therefore carries a placeholder, and `withScriptNonce` puts the
 * response's nonce in its place as the body leaves. The placeholder is random per process and
 * replaced in every body the storefront sends, so content cannot know it to forge it.
 */
import { randomBytes } from 'node:crypto';

const PLACEHOLDER = `stoa-script-nonce-${randomBytes(16).toString('hex')}`;

/** ` nonce="…"`: written into the `<script>` (and module preload) tags the server's code builds. */
export const SCRIPT_NONCE = ` nonce="${PLACEHOLDER}"`;

const SCRIPT_START = /<script(?=[\s>/])/gi;

/**
 * `trusted` with the nonce on each of its `<script>` start tags. Only for markup that holds no
 * data: a template's own source (before it is compiled), or the owner's code injection.
 */
export function nonceScripts(trusted: string): string {
  return trusted.replace(SCRIPT_START, (tag) => tag + SCRIPT_NONCE);
}

/** A rendered body with the response's nonce wherever trusted markup put the placeholder. */
export function withScriptNonce(body: string, nonce: string): string {
  return body.includes(PLACEHOLDER) ? body.replaceAll(PLACEHOLDER, nonce) : body;
}

/**
 * Passed as the nonce, keeps the placeholder in a rendered body: the page cache stores such a
 * body split at the placeholder (`nonceSlots`) and joins it with each response's own nonce.
 */
export const DEFERRED_NONCE = PLACEHOLDER;

/** A body rendered with DEFERRED_NONCE, cut where each response's nonce goes. */
export function nonceSlots(body: string): string[] {
  return body.split(PLACEHOLDER);
}
