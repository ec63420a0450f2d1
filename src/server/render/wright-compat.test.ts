/**
 * Existing JSON-T templates render on Stoa data: the Wright page wrapper (a real developer
 * template, ../shared/bench/template-engine) over the context of a Stoa page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../../test/support/storefront-site';
import { fixedClock } from '../../shared/clock';
import { createEventBus } from '../../shared/events';
import { createEngine } from '../../template-engine';
import { createStorefront } from './storefront';
import { STOREFRONT_FORMATTERS } from './storefront-formatters';
import { expandSquarespaceTags } from './theme-tags';

const BENCH = resolve(import.meta.dirname, '../../../../shared/bench/template-engine');

describe.skipIf(!existsSync(BENCH))('Wright on Stoa data', () => {
  it('renders the Wright site region with a Stoa page context: title, navigation, cart, footer, main content', async () => {
    const store = fakeStore();
    const storefront = createStorefront({ sources: store.sources, events: createEventBus(), clock: fixedClock(0), log: { warn: () => {} } });
    const answer = await storefront.page(store.website, '/shop', { origin: 'https://x.example', query: {}, format: 'json', requestId: 'r', cspNonce: 'test-nonce' });
    const context = {
      ...JSON.parse(answer.body),
      squarespace: { 'main-content': '<p>MAIN CONTENT</p>', 'page-id': 'collection-c-shop', 'page-classes': 'page-type-1', 'cart-classes': 'sqs-custom-cart' },
      'squarespace-headers': '<title>Shop</title>',
      'squarespace-footers': '',
    };
    const tags = { addQuery: () => 'q0', scriptUrl: () => '/site-bundle.js', warn: () => {} };
    const region = expandSquarespaceTags(readFileSync(join(BENCH, 'wright.html'), 'utf8'), tags);
    const partials: Record<string, string> = JSON.parse(readFileSync(join(BENCH, 'wright-partials.json'), 'utf8'));
    // Wright's navigation blocks are not in the bench files; these are written the way its own are.
    partials['header-nav.block'] = '{.repeated section items}{.section collection}<a href="{fullUrl}"{.if active} class="active"{.end}>{navigationTitle}</a>{.end}{.section externalLink}<a href="{url}">{title}</a>{.end}{.end}';
    partials['mobile-nav.block'] = partials['header-nav.block'];
    partials['mobile-nav-folder.block'] = '';
    partials['footer-nav.block'] = partials['header-nav.block'];
    const { html, errors } = createEngine({ formatters: STOREFRONT_FORMATTERS }).render(region, context, { partials, locale: 'en' });
    expect(errors).toEqual([]);
    expect(html).toContain('<title>Shop</title>');
    expect(html).toContain('<body id="collection-c-shop" class="page-type-1 has-site-title has-tagline has-social has-cart');
    expect(html).toContain('has-primary-nav');
    expect(html).toContain('<a href="/shop/" class="active">Shop</a>');
    expect(html).toContain('<a href="https://instagram.com/oakandember">Instagram</a>');
    expect(html).toContain('Oak & Ember');
    expect(html).toContain('<div class="Header-tagline" data-nc-element="tagline">Objects for slow mornings</div>');
    expect(html).toContain('<main class="Main Main--products-list"');
    expect(html).toContain('<p>MAIN CONTENT</p>');
    expect(html).toContain("<div class='Footer-business-info-item'>12 Mill Lane,</div>");
    expect(html).toContain('hello@oak-and-ember.example');
  });
});
