-- Every payment attempt, before the processor is called (status 'pending') and after. A charge
-- that was captured but has no order_id is found by reconciliation and completed or refunded.
-- checkout_key is the client's idempotency key of the placement; idempotency_key is this
-- attempt's key at the processor (a declined attempt may be followed by another one).
create table payments_charges (
  id text primary key,
  website_id text not null,
  checkout_key text not null,
  attempt integer not null,
  idempotency_key text not null,
  amount integer not null check (amount >= 0),
  currency text not null,
  method text not null,
  method_summary text not null default '',
  status text not null,
  provider_reference text,
  decline_message text,
  order_id text,
  refunded_amount integer not null default 0,
  context jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (website_id, idempotency_key),
  unique (website_id, checkout_key, attempt)
);

create index payments_charges_unlinked on payments_charges (status, updated_at) where order_id is null;
create index payments_charges_order on payments_charges (website_id, order_id);
