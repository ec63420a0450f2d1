/**
 * The cart pill and the theme's cart indicators in Debian's Chromium: hidden for an empty
 * cart, fading in after an add (no reload), the count and subtotal, '100+' with its spoken
 * text, absent on /cart, going to /cart on click, and setting the editing frame's URL instead
 * when the page is inside the editor.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { addButton, buttonLabel, chooseVariant, islandsStarted } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const MUG = '/shop/stoneware-mug';
const CART_API = '/api/commerce/shopping-cart';

describe.skipIf(!browserAvailable())('cart pill and cart indicators', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  const origin = () => session.server().origin;
  const pill = () => page.locator('a.CartPill');
  const indicator = () => page.locator('header [data-cart-indicator]');
  const addMug = async () => {
    await page.goto(origin() + MUG);
    await islandsStarted(page);
    await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
    await addButton(page).click();
    await expect.poll(() => buttonLabel(page)).toBe('Added!');
  };
  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('CART-17 CART-22 CART-23 an empty cart: no pill; the indicator is marked initialized and empty', async () => {
    const read = page.waitForResponse((r) => r.url().includes(CART_API));
    await page.goto(origin() + '/');
    await read;
    await expect.poll(() => indicator().getAttribute('data-cart-initialized')).toBe('');
    expect(await indicator().getAttribute('data-cart-empty')).toBe('');
    expect(await pill().isHidden()).toBe(true);
  });

  it('CART-16 CART-18 CART-21 after an add, without a reload: the pill fades in with count and subtotal; the indicator counts', async () => {
    await addMug();
    await expect.poll(() => pill().isVisible()).toBe(true);
    expect(await pill().locator('.CartPill-count').textContent()).toBe('1');
    expect(await pill().locator('.CartPill-subtotal').textContent()).toBe('$28.00');
    expect(await pill().innerText()).toContain('$28.00');
    expect(await pill().locator('.visually-hidden').textContent()).toBe('1 item in cart, subtotal ');
    expect(await indicator().locator('.sqs-cart-quantity').textContent()).toBe('1');
    expect(await indicator().getAttribute('data-cart-empty')).toBeNull();
    // The fade: paused at chosen times, the opacity is 0.7 at 200 ms and 1 at 700 ms.
    const opacityAt = (ms: number) =>
      pill().evaluate((el, t) => {
        const [animation] = el.getAnimations();
        if (animation === undefined) return 'no animation';
        animation.pause();
        animation.currentTime = t;
        return getComputedStyle(el).opacity;
      }, ms);
    await page.reload();
    await expect.poll(() => pill().isVisible()).toBe(true);
    expect(await opacityAt(0)).toBe('0');
    expect(await opacityAt(100)).toBe('0.35');
    expect(await opacityAt(200)).toBe('0.7');
    expect(await opacityAt(450)).toBe('0.85');
    expect(await opacityAt(699)).not.toBe('1');
    expect(await pill().evaluate((el) => el.getAnimations()[0]?.effect?.getTiming().duration)).toBe(700);
  });

  it('CART-19 CART-20 above 100 items: 100+ and "More than 100 items in cart"', async () => {
    await page.route(`**${CART_API}?*`, (route) =>
      route.fulfill({ json: { id: 'c', totalQuantity: 150, subtotalCents: 450000, subtotalAmount: { value: '4500.00', currency: 'USD' }, entries: [] } }),
    );
    await page.goto(origin() + '/shop/');
    await expect.poll(() => pill().isVisible()).toBe(true);
    expect(await pill().locator('.CartPill-count').textContent()).toBe('100+');
    expect(await pill().locator('.visually-hidden').textContent()).toBe('More than 100 items in cart, subtotal ');
    expect(await pill().locator('.CartPill-subtotal').textContent()).toBe('$4,500.00');
    expect(await indicator().locator('.sqs-cart-quantity').textContent()).toBe('100+');
    expect(await indicator().getAttribute('aria-label')).toBe('Cart, More than 100 items in cart');
  });

  it('NAV-02 NAV-03 no pill on /cart; a click on the pill goes to /cart', async () => {
    await addMug();
    await expect.poll(() => pill().isVisible()).toBe(true);
    await Promise.all([page.waitForURL(`${origin()}/cart`), pill().click()]);
    expect(await page.locator('.CartPill').count()).toBe(0);
    await expect.poll(() => indicator().locator('.sqs-cart-quantity').textContent()).toBe('1');
  });

  it('NAV-04 inside the editing frame a click sets the frame\'s URL instead', async () => {
    await addMug();
    await page.route(`${origin()}/config-frame`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Editor</title><iframe data-stoa-editor-frame src="/shop/" width="1000" height="700"></iframe>' }),
    );
    await page.goto(`${origin()}/config-frame`);
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator('a.CartPill').isVisible()).toBe(true);
    await frame.locator('a.CartPill').click();
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toBe(`${origin()}/cart`);
    expect(page.url()).toBe(`${origin()}/config-frame`);
  });
});
