/**
 * Visitors' cart reads gathered per turn of the event loop (issue 15 §2). Under load many
 * visitors' reads arrive together, and each round trip to the database costs more than the read
 * itself (waking the database's backend is most of a read's CPU in a profile), so the reads asked
 * for in one turn go as one statement when the turn ends. A lone read waits only for the end of
 * its turn.
 *
 * Each read still sees every change committed before it was asked for: the statement starts
 * after. Only reads without a transaction come here; a change reads its cart under its lock.
 */
import type { DbOrTx } from '../../db/database';
import { findOpenCartsByTokens } from './cart.repository';
import type { Cart } from './cart.types';
import { turnBatches } from '../../shared/turn-batches';

/** Most reads in one statement (a bigger turn is split). */
const MOST_PER_STATEMENT = 200;

type Wanted = { websiteId: string; tokenHash: string };

export function createCartReadsByTurn(db: DbOrTx) {
  const read = turnBatches<Wanted, Cart | undefined>({ send: (wanted) => findOpenCartsByTokens(db, wanted), most: MOST_PER_STATEMENT });
  return {
    /** The open cart with this token hash on this site, or undefined. */
    read(websiteId: string, tokenHash: string): Promise<Cart | undefined> {
      return read({ websiteId, tokenHash });
    },
  };
}
