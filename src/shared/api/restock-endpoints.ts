/**
 * The restock calls as endpoint descriptors (no zod: safe for islands). The types come from
 * the schemas in `restock.ts`, which the routes declare.
 */
import { endpoint, type In, type None } from './endpoint';
import type {
  RestockGroupsAnswer,
  RestockGroupsQuery,
  RestockPair,
  RestockSendAllAnswer,
  RestockSendAllBody,
  RestockSendAnswer,
  RestockSignUpAnswer,
  RestockSignUpBody,
  RestockSignUpsAnswer,
  RestockSignUpsQuery,
} from './restock';

/** What a client sends: the schema's input without the index signature of a loose object. */

export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

export const restockEndpoints = {
  signUp: endpoint<None, None, In<typeof RestockSignUpBody>, RestockSignUpAnswer>('POST', RESTOCK_PATH),
  groups: endpoint<None, In<typeof RestockGroupsQuery>, None, RestockGroupsAnswer>('GET', `${RESTOCK_PATH}/groups`),
  signUps: endpoint<None, In<typeof RestockSignUpsQuery>, None, RestockSignUpsAnswer>('GET', RESTOCK_PATH),
  send: endpoint<None, None, In<typeof RestockPair>, RestockSendAnswer>('POST', `${RESTOCK_PATH}/send`),
  sendAll: endpoint<None, None, In<typeof RestockSendAllBody>, RestockSendAllAnswer>('POST', `${RESTOCK_PATH}/send/all`),
} as const;
