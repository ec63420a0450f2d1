/**
 * The editor's panels and the screens grouped under each: the shell's navigation shows a panel
 * when the role may read any of its screens, and a screen's tabs show its siblings the role may
 * read. A path belongs to the panel whose screen it starts with.
 */
export interface SectionScreen {
  to: string;
  label: string;
  /** The areas behind the screen: a role that may read any of them sees it. */
  permissions: string[];
  /** Search parameters a tab to this screen carries over from the screen shown (the reports' date range). */
  keeps?: readonly string[];
}

/** The reports' date range: moving between the analytics reports keeps it. */
const REPORT_RANGE = ['from', 'to'] as const;

export interface Section {
  label: string;
  screens: SectionScreen[];
}

export const SECTIONS: Section[] = [
  { label: 'Pages', screens: [{ to: '/pages', label: 'Pages', permissions: ['content.edit'] }] },
  { label: 'Forms', screens: [{ to: '/forms', label: 'Forms', permissions: ['content.edit'] }] },
  { label: 'Files', screens: [{ to: '/files', label: 'Files', permissions: ['media.edit'] }] },
  // Content editors see the lists (to connect newsletter blocks); managing them is 'mailing-lists.manage'.
  { label: 'Mailing lists', screens: [{ to: '/mailing-lists', label: 'Mailing lists', permissions: ['mailing-lists.manage', 'content.edit'] }] },
  { label: 'Design', screens: [{ to: '/design', label: 'Design', permissions: ['content.edit'] }] },
  {
    label: 'Products',
    screens: [
      { to: '/products', label: 'Products', permissions: ['commerce.products'] },
      { to: '/inventory', label: 'Inventory', permissions: ['commerce.inventory'] },
      { to: '/gift-cards', label: 'Gift cards', permissions: ['commerce.orders'] },
      { to: '/restock', label: 'Restock notices', permissions: ['restock.manage'] },
    ],
  },
  {
    label: 'Orders',
    screens: [
      { to: '/orders', label: 'Orders', permissions: ['commerce.orders'] },
      { to: '/subscriptions', label: 'Subscriptions', permissions: ['commerce.orders'] },
    ],
  },
  { label: 'Customers', screens: [{ to: '/customers', label: 'Customers', permissions: ['commerce.orders'] }] },
  {
    label: 'Marketing',
    screens: [
      { to: '/discounts', label: 'Discounts', permissions: ['commerce.settings'] },
      { to: '/marketing', label: 'Pixel and feed', permissions: ['commerce.settings'] },
    ],
  },
  {
    label: 'Analytics',
    screens: [
      { to: '/analytics', label: 'Traffic', permissions: ['analytics.read'], keeps: REPORT_RANGE },
      { to: '/analytics/sales', label: 'Sales', permissions: ['analytics.read'], keeps: REPORT_RANGE },
      { to: '/analytics/speed', label: 'Page speed', permissions: ['analytics.read'], keeps: REPORT_RANGE },
      { to: '/analytics/errors', label: 'Script errors', permissions: ['analytics.read'], keeps: REPORT_RANGE },
      { to: '/analytics/settings', label: 'Cookies and tracking', permissions: ['site.settings', 'analytics.read'] },
    ],
  },
  {
    // Settings holds the site's settings, its contributors and its billing, then the store's: each role sees its tabs.
    label: 'Settings',
    screens: [
      { to: '/settings', label: 'Site', permissions: ['site.settings', 'contributors.manage', 'billing.manage'] },
      { to: '/settings/store', label: 'Store', permissions: ['commerce.settings'] },
      { to: '/settings/shipping', label: 'Shipping', permissions: ['commerce.settings'] },
      { to: '/settings/taxes', label: 'Taxes', permissions: ['commerce.settings'] },
      { to: '/settings/payments', label: 'Payments', permissions: ['commerce.settings'] },
      { to: '/settings/api-keys', label: 'API keys', permissions: ['contributors.manage'] },
    ],
  },
];

/** Whether `path` (inside /config) is the screen at `to` or one beneath it. */
export function isWithin(path: string, to: string): boolean {
  return path === to || path.startsWith(`${to}/`);
}

/** The screen a path shows: the longest matching screen path, so /settings/store is not /settings. */
export function screenOf(path: string): SectionScreen | undefined {
  let best: SectionScreen | undefined;
  for (const section of SECTIONS) {
    for (const screen of section.screens) {
      if (isWithin(path, screen.to) && (best === undefined || screen.to.length > best.to.length)) best = screen;
    }
  }
  return best;
}

/** The panel a path belongs to. */
export function sectionOf(path: string): Section | undefined {
  const screen = screenOf(path);
  return screen === undefined ? undefined : SECTIONS.find((section) => section.screens.includes(screen));
}
