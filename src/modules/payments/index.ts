/** The payments module: a processor interface, the built-in test processor, and every charge recorded. */
import { readMigrations } from '../../db/migrations';

export { createPaymentsService, type PaymentsService, type PaymentsDeps, type ChargeRequest } from './payments.service';
export { createTestProcessor, splitInstalments, TEST_CARDS } from './test-processor';
export { INSTALMENT_COUNT } from './payments.types';
export type { Charge, ChargeStatus, PaymentMethodInput, PaymentProvider, ProviderOutcome, SavedPaymentMethod } from './payments.types';

export const PAYMENTS_MIGRATIONS = readMigrations('payments', new URL('./migrations/', import.meta.url));
