-- Subscription carts: what the subscribe call (SUB-01) chose, found by the hash of the cart
-- token the subscription page is reached with (the token itself is never stored). One line
-- each; subscription_id is set in the transaction of the first order.
create table subscriptions_carts (
  id text primary key,
  website_id text not null,
  token_hash text not null,
  item_id text not null,
  variant_id text not null,
  sku text not null,
  title text not null,
  quantity integer not null check (quantity between 1 and 9999),
  additional_fields text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  subscription_id text
);

create unique index subscriptions_carts_token on subscriptions_carts (website_id, token_hash);

-- A buyer's subscription (GAP-62). The line is copied from the first order: later renewals
-- charge the same unit price and quantity. Billing dates are anchor_at plus schedule_index
-- billing periods (calendar months and years, month ends clamped). payment_method_reference
-- is the processor's reusable reference, never card data. claimed_until/claim_token let one
-- scheduler process at a time work a renewal.
create table subscriptions_subscriptions (
  id text primary key,
  website_id text not null,
  cart_id text not null,
  first_order_id text not null,
  test_mode boolean not null default false,
  customer_email text not null,
  item_id text not null,
  variant_id text not null,
  sku text not null,
  product_name text not null,
  unit_price integer not null check (unit_price >= 0),
  quantity integer not null check (quantity between 1 and 9999),
  currency text not null,
  additional_fields text,
  period_value integer not null check (period_value >= 1),
  period_unit text not null check (period_unit in ('WEEK', 'MONTH', 'YEAR')),
  num_billing_cycles integer not null check (num_billing_cycles >= 0),
  cycles_billed integer not null check (cycles_billed >= 1),
  anchor_at timestamptz not null,
  schedule_index integer not null,
  next_billing_at timestamptz,
  next_attempt_at timestamptz,
  failed_attempts integer not null default 0,
  status text not null check (status in ('active', 'past_due', 'cancelled', 'completed')),
  payment_method_reference text,
  payment_summary text not null default '',
  access_token text not null,
  shipping_address jsonb,
  cancel_reason text,
  cancelled_at timestamptz,
  claimed_until timestamptz,
  claim_token text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (website_id, cart_id),
  unique (website_id, first_order_id)
);

create index subscriptions_due on subscriptions_subscriptions (next_attempt_at) where status in ('active', 'past_due');
create index subscriptions_listing on subscriptions_subscriptions (website_id, created_at desc, id desc);

-- Every charge of a subscription, the first order's included: paid (with its order) or failed
-- (with the processor's or the stock's message). attempt counts the tries of one cycle.
create table subscriptions_renewals (
  id text primary key,
  website_id text not null,
  subscription_id text not null references subscriptions_subscriptions (id) on delete cascade,
  cycle integer not null,
  attempt integer not null,
  idempotency_key text not null,
  status text not null check (status in ('paid', 'failed')),
  order_id text,
  message text,
  attempted_at timestamptz not null,
  unique (subscription_id, cycle, attempt)
);
