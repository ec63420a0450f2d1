import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { createEventBus, type DomainEvent } from '../../shared/events';
import type { Currency } from '../../shared/money';
import { createStoreSettingsService, DEFAULT_STORE_SETTINGS } from './index';

let counter = 0;

describeDatabase('store settings service', (db) => {
  const setup = (currency: Currency = 'USD') => {
    const events: DomainEvent[] = [];
    const bus = createEventBus();
    bus.on('site.changed', (e) => void events.push(e));
    const service = createStoreSettingsService({ db: db().db, clock: fixedClock(0), events: bus, currencyOf: async () => currency });
    return { service, events, site: `settings-site-${++counter}-${Math.random().toString(16).slice(2, 6)}` };
  };

  it('PROD-07 multipleQuantityAllowedForServices defaults to true; merchandising defaults follow GAP-16, GAP-74, GAP-99', async () => {
    const { service, site } = setup();
    const settings = await service.getStoreSettings(site);
    expect(settings.multipleQuantityAllowedForServices).toBe(true);
    expect(settings.merchandising.scarcity.threshold).toBe(5);
    expect(settings.merchandising.restock.hiddenByDefault).toBe(true);
    expect(settings.merchandising.restock.messages.success).toBe('Signed up!');
    expect(settings).toEqual(DEFAULT_STORE_SETTINGS);
  });

  it('merges patches field by field and announces the change', async () => {
    const { service, events, site } = setup();
    await service.updateStoreSettings(site, { multipleQuantityAllowedForServices: false });
    await service.updateStoreSettings(site, { merchandising: { scarcity: { enabledOnProductPage: true } } });
    const after = await service.updateStoreSettings(site, { merchandising: { restock: { messages: { buttonText: 'Notify me' } } } });
    expect(after.multipleQuantityAllowedForServices).toBe(false);
    expect(after.merchandising.scarcity).toEqual({ ...DEFAULT_STORE_SETTINGS.merchandising.scarcity, enabledOnProductPage: true });
    expect(after.merchandising.restock.messages).toEqual({ ...DEFAULT_STORE_SETTINGS.merchandising.restock.messages, buttonText: 'Notify me' });
    expect(await service.getStoreSettings(site)).toEqual(after);
    expect(events).toHaveLength(3);
  });

  it('refuses unknown or malformed fields', async () => {
    const { service, site } = setup();
    await expect(service.updateStoreSettings(site, { currency: 'EUR' })).rejects.toThrow();
    await expect(service.updateStoreSettings(site, { merchandising: { scarcity: { threshold: 0 } } })).rejects.toThrow();
    expect(await service.getStoreSettings(site)).toEqual(DEFAULT_STORE_SETTINGS);
  });

  it("the store's currency follows the site; settings are per site", async () => {
    const { service, site } = setup('JPY');
    const other = setup();
    await other.service.updateStoreSettings(other.site, { multipleQuantityAllowedForServices: false });
    expect(await service.exportStoreSettings(site)).toEqual({
      websiteId: site,
      currency: 'JPY',
      settings: DEFAULT_STORE_SETTINGS,
      templateStoreSettings: { multipleQuantityAllowedForServices: true, testMode: false, defaultCurrency: 'JPY', selectedCurrency: 'JPY' },
    });
  });
});
