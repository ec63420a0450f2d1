import { describe, expect, it } from 'vitest';
import { createEngine } from '../../template-engine';
import { nonceScripts, SCRIPT_NONCE, withScriptNonce } from './script-nonce';
import { STOREFRONT_FORMATTERS } from './storefront-formatters';

describe('script nonces', () => {
  it('puts the placeholder on every <script> start tag of trusted markup, and only there', () => {
    expect(nonceScripts('<script>a()</script><SCRIPT src="b.js"></SCRIPT><script\ttype="module"></script><script/>')).toBe(
      `<script${SCRIPT_NONCE}>a()</script><SCRIPT${SCRIPT_NONCE} src="b.js"></SCRIPT><script${SCRIPT_NONCE}\ttype="module"></script><script${SCRIPT_NONCE}/>`,
    );
    expect(nonceScripts('<scripts></scripts><noscript>x</noscript><p>script</p>')).toBe('<scripts></scripts><noscript>x</noscript><p>script</p>');
  });

  it('a template\'s own scripts get the response nonce; scripts in the data it renders do not', () => {
    const engine = createEngine({ formatters: STOREFRONT_FORMATTERS });
    const { template } = engine.compile(nonceScripts('<script type="application/json">{props|json}</script><div>{html}</div>'));
    const { html } = engine.render(template, { props: { a: 1 }, html: '<script>evil()</script>' });
    const page = withScriptNonce(html, 'bm9uY2UtdmFsdWUtMTIzNA==');
    expect(page).toBe('<script nonce="bm9uY2UtdmFsdWUtMTIzNA==" type="application/json">{"a":1}</script><div><script>evil()</script></div>');
  });

  it('the placeholder is random per process; a body without it is left as it is', () => {
    expect(SCRIPT_NONCE).toMatch(/^ nonce="stoa-script-nonce-[0-9a-f]{32}"$/);
    expect(withScriptNonce('no scripts here', 'n')).toBe('no scripts here');
  });
});
