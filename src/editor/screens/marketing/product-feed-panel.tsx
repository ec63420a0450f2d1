/**
 * The product feed for dynamic ads (GAP-05, ADM-07): the feed's stable URLs (RSS for Google
 * Merchant and other catalogs, and CSV), each with "Copy URL". The feed lists every published
 * variant with its price, availability and picture.
 */
import { useState } from 'react';
import { copyText, PANEL_EVENTS, recordPanelEvent } from '../../components/panel-events';

/** The storefront's feed paths (src/server/render/product-feed.ts). */
const FEEDS = [
  { id: 'rss', label: 'Product feed (RSS)', path: '/feeds/products.xml', help: 'For Google Merchant Center and catalogs that read RSS.' },
  { id: 'csv', label: 'Product feed (CSV)', path: '/feeds/products.csv', help: 'For catalogs that take a spreadsheet file.' },
] as const;

export function ProductFeedPanel() {
  const [status, setStatus] = useState('');
  const origin = window.location.origin;

  const copy = async (label: string, url: string) => {
    recordPanelEvent(PANEL_EVENTS.productFeedUrlCopy, { url });
    setStatus((await copyText(url)) ? `Copied the ${label} URL.` : 'Your browser did not allow copying: select the URL and copy it.');
  };

  return (
    <section className="panel marketing__panel" aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="marketing__heading">
        Product feed for dynamic ads
      </h2>
      <p>Give your ads account this address: it fetches your products from it and keeps your ads up to date with prices and stock. Only published products are listed.</p>
      {FEEDS.map((feed) => {
        const url = `${origin}${feed.path}`;
        return (
          <div key={feed.id} className="field marketing__feed">
            <label htmlFor={`feed-${feed.id}`}>{feed.label}</label>
            <div className="marketing__feed-row">
              <input id={`feed-${feed.id}`} className="input marketing__url" readOnly value={url} aria-describedby={`feed-${feed.id}-help`} onFocus={(event) => event.currentTarget.select()} />
              <button type="button" className="button" onClick={() => void copy(feed.label, url)}>
                Copy URL<span className="visually-hidden"> of the {feed.label}</span>
              </button>
            </div>
            <p id={`feed-${feed.id}-help`} className="field__help">
              {feed.help}
            </p>
          </div>
        );
      })}
      <p role="status" className="marketing__status">
        {status}
      </p>
    </section>
  );
}
