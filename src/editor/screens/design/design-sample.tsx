/**
 * The design as the storefront will show it, before it is saved: the theme's `--stoa-*`
 * properties (from the same pure function the server writes into pages) on a scoped element,
 * with a heading, body text, a link and a button that read them.
 */
import type { CSSProperties } from 'react';
import type { SiteStyles } from '../../../shared/site-styles';
import { siteStyleVariables } from '../../../shared/site-style-css';

export function DesignSample({ styles }: { styles: SiteStyles }) {
  const variables = Object.fromEntries(siteStyleVariables(styles)) as CSSProperties;
  return (
    <section className="panel design-sample-panel" aria-labelledby="design-sample-title">
      <h2 id="design-sample-title">Sample</h2>
      <div className="design-sample" style={variables} data-testid="design-sample">
        <h3 className="design-sample__heading">Welcome to our shop</h3>
        <p className="design-sample__body">
          Body text reads like this. Handmade goods, shipped with care — and a <a href="/" target="_blank" rel="noopener">link to your site<span className="visually-hidden"> (opens in a new tab)</span></a> in the accent colour.
        </p>
        {/* Only shows how buttons look; it does nothing. */}
        <button type="button" className="design-sample__button">
          Shop now
        </button>
      </div>
    </section>
  );
}
