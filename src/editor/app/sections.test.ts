import { describe, expect, it } from 'vitest';
import { screenOf, sectionOf } from './sections';

describe('editor sections', () => {
  it('finds the most specific screen for a path', () => {
    expect(screenOf('/settings')?.label).toBe('Site');
    expect(screenOf('/settings/store')?.label).toBe('Store');
    expect(screenOf('/settings/billing/upgrade')?.label).toBe('Site');
    expect(screenOf('/orders/abc')?.label).toBe('Orders');
    expect(screenOf('/inventory')?.label).toBe('Inventory');
    expect(screenOf('/nowhere')).toBeUndefined();
  });

  it('groups store screens under their panel', () => {
    expect(sectionOf('/gift-cards')?.label).toBe('Products');
    expect(sectionOf('/subscriptions/s1')?.label).toBe('Orders');
    expect(sectionOf('/discounts')?.label).toBe('Marketing');
    expect(sectionOf('/settings/api-keys')?.label).toBe('Settings');
    expect(sectionOf('/pages/p1')?.label).toBe('Pages');
  });
});
