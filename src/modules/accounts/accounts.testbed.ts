/**
 * The accounts module's database tests share one setting: an accounts service and two sites on
 * a fixed clock, with an admin of the first site. `accountsTestbed(db, 'x')` makes a fresh one
 * (ids and identifiers start with a unique prefix, so tests in one file never collide).
 */
import type { Database } from '../../db/database';
import { fixedClock } from '../../shared/clock';
import { ContributorRole } from '../../shared/enums';
import { createEventBus } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import { createSitesService } from '../sites';
import { createAccountsService } from './index';

export const TESTBED_PASSWORD = 'a long enough password';

let made = 0;

export async function accountsTestbed(database: Database, label: string, adminEmail: (prefix: string) => string = (p) => `${p}@example.com`) {
  const prefix = `${label}${++made}x${Math.random().toString(16).slice(2, 6)}`;
  const clock = fixedClock(Date.UTC(2026, 0, 1));
  const ids = sequentialIds(prefix);
  const sites = createSitesService({ db: database.db, ids, clock, events: createEventBus() });
  const accounts = createAccountsService({ db: database.db, ids, clock, fastPasswordHashing: true });
  const site = await sites.create({ identifier: `${prefix}-site` });
  const other = await sites.create({ identifier: `${prefix}-other` });
  const admin = await accounts.createUser({ email: adminEmail(prefix), password: TESTBED_PASSWORD });
  await accounts.addMember(site.id, admin.id, ContributorRole.ADMIN);
  return { accounts, clock, site, other, admin, prefix };
}
