/**
 * Digital delivery as a buyer and the owner meet it (issue 13, item 7): a visitor buys the demo's
 * wallpapers, the order confirmed page gives a download link that serves the file, the link is
 * refused once the order's downloads are used up, and the owner sees the count on the order
 * screen and resets it, after which the same link works again.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { addToCart, fillCheckout, openCheckout, TEST_CARDS } from './support/checkout';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const LIMIT_REACHED = 'This file has already been downloaded 5 times, the most one order allows. Contact the store if you need it again.';

describe.skipIf(!browserAvailable())('digital delivery', () => {
  const session = useDemoServerAndBrowser();
  let buyer: Page;
  let owner: Page;
  let link = '';
  let orderPath = '';
  const origin = () => session.server().origin;

  beforeAll(async () => {
    buyer = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    owner = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await buyer?.context().close();
    await owner?.context().close();
  });

  it('DOWNLOAD the order confirmed page gives a link that serves the file', async () => {
    await addToCart(buyer, session.server(), 'DIGI-WALLPAPERS');
    await openCheckout(buyer, session.server());
    await fillCheckout(buyer, { email: 'night-sky@example.com', card: TEST_CARDS.paid, address: false });
    // Nothing ships: the card's billing address is asked for directly (GAP-52).
    const billing = buyer.locator('form.CheckoutForm').getByRole('group', { name: 'Billing address', exact: true });
    await billing.getByLabel('Full name').fill('Ada Byron');
    await billing.getByLabel('Address', { exact: true }).fill('12 St James Sq');
    await billing.getByLabel('City').fill('London');
    await billing.getByLabel('Postal code').fill('SW1Y 4JH');
    await billing.getByLabel('Country').selectOption('GB');
    await Promise.all([buyer.waitForURL(/\/checkout\/order-confirmed\?orderId=.+/), buyer.locator('form.CheckoutForm').getByRole('button', { name: 'Place order' }).click()]);
    await buyer.getByRole('heading', { name: 'Your downloads' }).waitFor();
    const download = buyer.getByRole('link', { name: /^Download / });
    link = (await download.getAttribute('href'))!;
    expect(link).toMatch(/^\/downloads\/.+signature=/);
    orderPath = new URL(buyer.url()).searchParams.get('orderId')!;

    const [file] = await Promise.all([buyer.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.(jpe?g|png|webp)$/);
  });

  it('DOWNLOAD the link is refused with a clear page once the order\'s downloads are used up', async () => {
    // One download above; four more use up the five the order allows.
    for (let i = 0; i < 4; i++) expect((await buyer.context().request.get(`${origin()}${link}`)).status()).toBe(200);
    const refused = await buyer.goto(`${origin()}${link}`);
    expect(refused?.status()).toBe(410);
    await buyer.getByText(LIMIT_REACHED).waitFor();
  });

  it('DOWNLOAD the owner sees the downloads used on the order and resets them; the link works again', async () => {
    await signInToEditor(owner, origin(), `/config/orders/${orderPath}`);
    const downloads = owner.getByRole('region', { name: 'Downloads' });
    await downloads.getByText('5 of 5 downloads used').waitFor();
    await expectNoAxeViolations(owner, 'order with a digital line at 1280 px');
    await downloads.getByRole('button', { name: /^Reset downloads/ }).click();
    await downloads.getByText('0 of 5 downloads used').waitFor();
    await expect.poll(() => owner.getByText(/Downloads of .+ reset: the buyer may download it 5 times again\./).count()).toBe(1);
    expect((await buyer.context().request.get(`${origin()}${link}`)).status()).toBe(200);
  });
});
