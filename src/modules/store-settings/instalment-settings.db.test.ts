import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { createEventBus, type DomainEvent } from '../../shared/events';
import { isDomainError } from '../../shared/errors';
import { BUILT_IN_INSTALMENT_LIMITS, createStoreSettingsService, type InstalmentLimitsLookup } from './index';

let counter = 0;

describeDatabase('store settings: the instalment provider account', (db) => {
  const setup = (instalmentLimits?: InstalmentLimitsLookup) => {
    const events: DomainEvent[] = [];
    const bus = createEventBus();
    bus.on('site.changed', (e) => void events.push(e));
    const service = createStoreSettingsService({ db: db().db, clock: fixedClock(0), events: bus, currencyOf: async () => 'USD', instalmentLimits });
    return { service, events, site: `instalment-site-${++counter}-${Math.random().toString(16).slice(2, 6)}` };
  };

  it('GAP-63 a store starts disconnected, without a country or limits', async () => {
    const { service, site } = setup();
    expect((await service.getStoreSettings(site)).instalments).toEqual({ connected: false, paymentAccountCountry: null, limits: null });
  });

  it('GAP-63 connecting keeps the country; the limits are the provider’s for it; disconnecting keeps the country', async () => {
    const { service, site, events } = setup();
    await service.updateStoreSettings(site, { instalments: { paymentAccountCountry: 'gb' } });
    const connected = await service.updateStoreSettings(site, { instalments: { connected: true } });
    expect(connected.instalments).toEqual({ connected: true, paymentAccountCountry: 'GB', limits: BUILT_IN_INSTALMENT_LIMITS.GB });
    expect(connected.instalments.limits).toEqual({ minimumAmountCents: 100, maximumAmountCents: 100_000, currency: 'GBP' });
    const other = await service.updateStoreSettings(site, { multipleQuantityAllowedForServices: false });
    expect(other.instalments.connected).toBe(true);
    const off = await service.updateStoreSettings(site, { instalments: { connected: false } });
    expect(off.instalments).toMatchObject({ connected: false, paymentAccountCountry: 'GB' });
    expect(await service.getStoreSettings(site)).toEqual(off);
    expect(events).toHaveLength(4);
  });

  it('GAP-89 an account in a US territory reads the US limits; a country the provider does not serve has none', async () => {
    const { service, site } = setup();
    const pr = await service.updateStoreSettings(site, { instalments: { connected: true, paymentAccountCountry: 'PR' } });
    expect(pr.instalments).toEqual({ connected: true, paymentAccountCountry: 'PR', limits: BUILT_IN_INSTALMENT_LIMITS.US });
    const fr = await service.updateStoreSettings(site, { instalments: { paymentAccountCountry: 'FR' } });
    expect(fr.instalments).toEqual({ connected: true, paymentAccountCountry: 'FR', limits: null });
  });

  it('GAP-63 the limits come from the injected provider configuration', async () => {
    const { service, site } = setup((country) => (country === 'US' ? { minimumAmountCents: 3500, maximumAmountCents: 50_000, currency: 'USD' } : null));
    const settings = await service.updateStoreSettings(site, { instalments: { connected: true, paymentAccountCountry: 'US' } });
    expect(settings.instalments.limits).toEqual({ minimumAmountCents: 3500, maximumAmountCents: 50_000, currency: 'USD' });
    expect(service.instalmentLimitsFor('US')).toEqual({ minimumAmountCents: 3500, maximumAmountCents: 50_000, currency: 'USD' });
    expect(service.instalmentLimitsFor('CA')).toBeNull();
  });

  it('refuses connecting without a country, a malformed country, and unknown fields; nothing is stored', async () => {
    const { service, site } = setup();
    await expect(service.updateStoreSettings(site, { instalments: { connected: true } })).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    await expect(service.updateStoreSettings(site, { instalments: { paymentAccountCountry: 'USA' } })).rejects.toThrow();
    await expect(service.updateStoreSettings(site, { instalments: { limits: { minimumAmountCents: 0 } } })).rejects.toThrow();
    expect((await service.getStoreSettings(site)).instalments).toEqual({ connected: false, paymentAccountCountry: null, limits: null });
    await service.updateStoreSettings(site, { instalments: { connected: true, paymentAccountCountry: 'US' } });
    await expect(service.updateStoreSettings(site, { instalments: { paymentAccountCountry: null } })).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    expect((await service.getStoreSettings(site)).instalments.paymentAccountCountry).toBe('US');
  });
});
