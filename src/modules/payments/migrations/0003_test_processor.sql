-- The built-in test processor's own records, kept as a remote processor keeps them, so that any
-- process answers for any payment (retrieve, confirm, capture, refund) and a retried call gets
-- its first answer back. Idempotency keys are unique per site (each site is its own account at
-- the processor). No card number is stored: only the method's type.

-- One row per authorize or charge call: the payment it made (or refused) and that call's answer.
create table payments_test_processor_payments (
  reference text primary key,
  website_id text not null,
  idempotency_key text not null,
  method text not null,
  amount integer not null check (amount >= 0),
  currency text not null,
  -- authorized, requires_action, captured, declined, refunded
  status text not null,
  refunded_amount integer not null default 0 check (refunded_amount >= 0 and refunded_amount <= amount),
  -- The reusable method a confirm saves (a card saved through the extra step).
  save_as text,
  outcome jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (website_id, idempotency_key)
);

-- Every later call on a payment (capture, confirm, refund) under its own key, with its answer;
-- a refund's amount is what it gave back (0 when refused).
create table payments_test_processor_operations (
  website_id text not null,
  kind text not null check (kind in ('capture', 'confirm', 'refund')),
  idempotency_key text not null,
  reference text not null,
  amount integer not null default 0 check (amount >= 0),
  outcome jsonb not null,
  created_at timestamptz not null,
  primary key (website_id, kind, idempotency_key)
);

create index payments_test_processor_operations_payment on payments_test_processor_operations (reference);
