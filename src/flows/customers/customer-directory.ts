/**
 * The owner's customers: a view over three modules, kept in none of them. Site users are
 * customers from sign-up; a guest is every distinct order or subscription email (trimmed and
 * lowercased) without an account. A guest email that has an account since is that account.
 * The view is built per request from grouped queries (one row per buyer, currency and mode),
 * then searched, sorted and paged here with a keyset cursor (sort key + id), so paging stays
 * stable while new orders come in elsewhere in the list.
 */
import type { BuyerOrder, BuyerOrderTotals, OrdersService } from '../../modules/orders';
import type { SiteUser, SiteUsersService } from '../../modules/site-users';
import type { BuyerSubscriptionCounts, Subscription, SubscriptionsService } from '../../modules/subscriptions';
import { DomainError } from '../../shared/errors';

export type CustomerSortKey = 'lastOrder' | 'totalSpent';

export interface Customer {
  id: string;
  kind: 'account' | 'guest';
  email: string;
  name: string;
  siteUserId: string | null;
  orderCount: number;
  testOrderCount: number;
  /** Live orders' spend per currency, minor units. */
  totalSpent: Map<string, number>;
  lastOrderAt: number | null;
  subscriptionCount: number;
  activeSubscriptionCount: number;
  accountCreated: number | null;
  /** The account has a name of its own (order addresses do not replace it). */
  nameFromAccount: boolean;
}

export interface CustomerDirectoryDeps {
  siteUsers: Pick<SiteUsersService, 'listSiteUsers' | 'getSiteUser'>;
  orders: Pick<OrdersService, 'buyerTotals' | 'ordersOfBuyer'>;
  subscriptions: Pick<SubscriptionsService, 'buyerSubscriptionCounts' | 'subscriptionsOfBuyer'>;
}

const ACCOUNT = 'account-';
const GUEST = 'guest-';

export function accountCustomerId(siteUserId: string): string {
  return ACCOUNT + siteUserId;
}
export function guestCustomerId(email: string): string {
  return GUEST + Buffer.from(email.trim().toLowerCase(), 'utf8').toString('base64url');
}

/** What a customer id names, or null when it names nothing a customer could be. */
export function parseCustomerId(id: string): { siteUserId: string } | { email: string } | null {
  if (id.startsWith(ACCOUNT) && id.length > ACCOUNT.length) return { siteUserId: id.slice(ACCOUNT.length) };
  if (!id.startsWith(GUEST)) return null;
  const encoded = id.slice(GUEST.length);
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  return email.includes('@') && guestCustomerId(email) === id ? { email } : null;
}

function blank(id: string, kind: Customer['kind'], email: string, user: SiteUser | null): Customer {
  return {
    id,
    kind,
    email,
    name: user?.name ?? '',
    siteUserId: user?.id ?? null,
    orderCount: 0,
    testOrderCount: 0,
    totalSpent: new Map(),
    lastOrderAt: null,
    subscriptionCount: 0,
    activeSubscriptionCount: 0,
    accountCreated: user?.created ?? null,
    nameFromAccount: (user?.name ?? '') !== '',
  };
}

/** Every customer of a site, accounts first in sign-up order, then guests as first met. */
async function allCustomers(deps: CustomerDirectoryDeps, websiteId: string): Promise<Customer[]> {
  const [users, totals, subscriptionCounts] = await Promise.all([
    deps.siteUsers.listSiteUsers(websiteId),
    deps.orders.buyerTotals(websiteId),
    deps.subscriptions.buyerSubscriptionCounts(websiteId),
  ]);
  const byId = new Map<string, Customer>();
  const byUser = new Map<string, Customer>();
  const byEmail = new Map<string, Customer>();
  for (const user of users) {
    const customer = blank(accountCustomerId(user.id), 'account', user.email, user);
    byId.set(customer.id, customer);
    byUser.set(user.id, customer);
    byEmail.set(user.email, customer);
  }
  const customerOf = (row: { siteUserId: string | null; email: string }): Customer => {
    const known = (row.siteUserId !== null ? byUser.get(row.siteUserId) : undefined) ?? byEmail.get(row.email);
    if (known !== undefined) return known;
    const guest = blank(guestCustomerId(row.email), 'guest', row.email, null);
    byId.set(guest.id, guest);
    byEmail.set(row.email, guest);
    return guest;
  };
  // Oldest first, so the latest order's name wins for customers without an account name.
  for (const row of [...totals].sort((a, b) => a.lastOrderAt - b.lastOrderAt)) addOrders(customerOf(row), row);
  for (const row of subscriptionCounts) addSubscriptions(customerOf(row), row);
  return [...byId.values()];
}

function addOrders(customer: Customer, row: BuyerOrderTotals): void {
  customer.orderCount += row.orderCount;
  if (row.testMode) customer.testOrderCount += row.orderCount;
  else customer.totalSpent.set(row.currency, (customer.totalSpent.get(row.currency) ?? 0) + row.spent);
  customer.lastOrderAt = Math.max(customer.lastOrderAt ?? 0, row.lastOrderAt);
  if (!customer.nameFromAccount && row.latestName !== '') customer.name = row.latestName;
}

function addSubscriptions(customer: Customer, row: BuyerSubscriptionCounts): void {
  customer.subscriptionCount += row.total;
  customer.activeSubscriptionCount += row.live;
}

/** The sort's key: larger first. A store sells in one currency; after a currency change the sort adds the old totals at face value. */
function sortKey(customer: Customer, sort: CustomerSortKey): number {
  if (sort === 'lastOrder') return customer.lastOrderAt ?? customer.accountCreated ?? 0;
  let sum = 0;
  for (const amount of customer.totalSpent.values()) sum += amount;
  return sum;
}

const encodeCursor = (key: number, id: string) => Buffer.from(JSON.stringify([key, id]), 'utf8').toString('base64url');
function decodeCursor(cursor: string): { key: number; id: string } {
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof key === 'number' && Number.isFinite(key) && typeof id === 'string') return { key, id };
  } catch {
    // fall through to the refusal
  }
  throw new DomainError('CUSTOMER_CURSOR_INVALID');
}

export interface CustomerListOptions {
  q?: string | undefined;
  sort?: CustomerSortKey | undefined;
  limit?: number | undefined;
  after?: string | undefined;
}

/** One page of a site's customers matching `q`, sorted by `sort` (then id), after the cursor. */
export async function listCustomers(deps: CustomerDirectoryDeps, websiteId: string, options: CustomerListOptions = {}): Promise<{ customers: Customer[]; nextCursor: string | null }> {
  const sort = options.sort ?? 'lastOrder';
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const needle = (options.q ?? '').trim().toLowerCase();
  const matches = (c: Customer) => needle === '' || c.email.includes(needle) || c.name.toLowerCase().includes(needle);
  const keyed = (await allCustomers(deps, websiteId)).filter(matches).map((c) => ({ c, key: sortKey(c, sort) }));
  keyed.sort((a, b) => b.key - a.key || (a.c.id < b.c.id ? -1 : a.c.id > b.c.id ? 1 : 0));
  const cursor = options.after === undefined ? null : decodeCursor(options.after);
  const rest = cursor === null ? keyed : keyed.filter(({ c, key }) => key < cursor.key || (key === cursor.key && c.id > cursor.id));
  const page = rest.slice(0, limit);
  const last = page[page.length - 1];
  return { customers: page.map((p) => p.c), nextCursor: rest.length > limit && last !== undefined ? encodeCursor(last.key, last.c.id) : null };
}

/** One customer with their orders and subscriptions; CUSTOMER_NOT_FOUND for an id naming no one on this site. */
export async function getCustomer(
  deps: CustomerDirectoryDeps,
  websiteId: string,
  customerId: string,
): Promise<{ customer: Customer; orders: BuyerOrder[]; subscriptions: Subscription[] }> {
  const ref = parseCustomerId(customerId);
  if (ref === null) throw new DomainError('CUSTOMER_NOT_FOUND', { customerId });
  if ('siteUserId' in ref && (await deps.siteUsers.getSiteUser(websiteId, ref.siteUserId)) === null) throw new DomainError('CUSTOMER_NOT_FOUND', { customerId });
  const customers = await allCustomers(deps, websiteId);
  const customer =
    'siteUserId' in ref ? customers.find((c) => c.siteUserId === ref.siteUserId) : customers.find((c) => c.email === ref.email);
  if (customer === undefined) throw new DomainError('CUSTOMER_NOT_FOUND', { customerId });
  const buyer = { siteUserId: customer.siteUserId, email: customer.email };
  const [orders, subscriptions] = await Promise.all([deps.orders.ordersOfBuyer(websiteId, buyer), deps.subscriptions.subscriptionsOfBuyer(websiteId, buyer)]);
  return { customer, orders, subscriptions };
}
