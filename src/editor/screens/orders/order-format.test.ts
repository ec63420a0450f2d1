import { describe, expect, it } from 'vitest';
import { isView, listQuery, moneyText, presetViews, weekStart } from './order-format';

describe('orders screen formatting', () => {
  it('shows every amount with its currency', () => {
    expect(moneyText({ value: '1234.50', currency: 'USD' })).toBe('$1,234.50 USD');
    expect(moneyText({ value: '500', currency: 'JPY' })).toBe('¥500 JPY');
  });

  it('starts the week on Monday for "Paid this week"', () => {
    expect(weekStart(new Date(2026, 10, 27))).toBe('2026-11-23');
    expect(weekStart(new Date(2026, 10, 23))).toBe('2026-11-23');
    expect(weekStart(new Date(2026, 10, 29))).toBe('2026-11-23');
  });

  it('offers saved views as URL filters and knows which one is open', () => {
    const views = presetViews(new Date(2026, 10, 27));
    expect(views.map((v) => v.label)).toEqual(['All orders', 'Unfulfilled', 'Paid this week', 'Refunded', 'Test orders']);
    expect(isView({ fulfillment: 'unfulfilled', test: 'false', before: '40' }, views[1]!.search)).toBe(true);
    expect(isView({ fulfillment: 'unfulfilled' }, views[1]!.search)).toBe(false);
    expect(isView({}, views[0]!.search)).toBe(true);
  });

  it("turns the URL's filters into the list call, dropping what the server would refuse", () => {
    expect(listQuery({ q: ' ada ', status: 'refunded', fulfillment: 'fulfilled', test: 'true', from: '2026-11-01', to: 'soon', before: '12' })).toEqual({
      q: 'ada',
      status: 'refunded',
      fulfillmentStatus: 'fulfilled',
      testMode: 'true',
      from: '2026-11-01',
      before: 12,
      limit: 50,
    });
    expect(listQuery({ status: 'shipped' })).toEqual({ limit: 50 });
  });
});
