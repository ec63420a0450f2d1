/**
 * Forms, their submissions and keys, and the submission flow (FORM-*, GAP-73): created once
 * by the composition root. A submission's transaction binds fresh submissions and outbox
 * services to one database transaction, so the stored answers, the spent key and the owner's
 * email commit together or not at all.
 */
import { randomBytes } from 'node:crypto';
import type { Database, DbOrTx } from '../../db/database';
import { createFormFlows, NO_MAILING_LISTS, type FormFlows, type SignUpToList } from '../../flows/forms';
import type { CaptchaService } from '../../modules/captcha';
import { createFormsService, createSubmissionsService, type FormsService, type SubmissionsService } from '../../modules/forms';
import type { OutboxService } from '../../modules/outbox';
import type { Clock } from '../../shared/clock';
import type { EventBus } from '../../shared/events';
import type { IdSource } from '../../shared/ids';
import { runAnnounced } from '../event-relay';

export interface FormWiringDeps {
  database: Database;
  clock: Clock;
  ids: IdSource;
  events: EventBus;
  captcha: CaptchaService;
  outboxFor(db: DbOrTx): OutboxService;
  /** GAP-72: where a form's sign-ups join its mailing list; none until mailing lists are wired. */
  signUpToList?: SignUpToList | undefined;
}

export interface FormServices {
  forms: FormsService;
  formSubmissions: SubmissionsService;
  formFlows: FormFlows;
}

export function createFormServices(deps: FormWiringDeps): FormServices {
  const { database, clock, ids, events } = deps;
  // 32 random bytes: a key cannot be guessed, and only its SHA-256 is stored.
  const randomKey = () => randomBytes(32).toString('base64url');
  const submissionsOn = (db: DbOrTx) => createSubmissionsService({ db, ids, clock, randomKey });
  const forms = createFormsService({ db: database.db, ids, clock, events });
  const formSubmissions = submissionsOn(database.db);
  const formFlows = createFormFlows({
    forms,
    captcha: deps.captcha,
    inTransaction: (work) => runAnnounced(database, events, (tx) => work({ submissions: submissionsOn(tx), outbox: deps.outboxFor(tx) })),
    signUpToList: deps.signUpToList ?? NO_MAILING_LISTS,
  });
  return { forms, formSubmissions, formFlows };
}
