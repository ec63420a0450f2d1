-- Partial refunds (GAP-52): one row per refund the owner asks for, keyed by the owner's
-- idempotency key so a retried request finds its refund instead of refunding again. A
-- 'pending' row holds its amount against the order while the processor is called (outside any
-- transaction); it becomes 'succeeded' (counted in refunded_total) or 'failed' (released).
create table orders_refunds (
  id text primary key,
  website_id text not null,
  order_id text not null references orders_orders (id) on delete cascade,
  idempotency_key text not null,
  amount integer not null check (amount > 0),
  lines jsonb not null default '[]'::jsonb,
  restock boolean not null default false,
  status text not null,
  failure_message text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (website_id, order_id, idempotency_key)
);

create index orders_refunds_order on orders_refunds (website_id, order_id);

alter table orders_orders add column refunded_total integer not null default 0;

-- The owner's list filtered to live or test orders (GAP-58) stays an index walk.
create index orders_orders_mode_listing on orders_orders (website_id, test_mode, order_number desc);
