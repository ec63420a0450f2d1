-- Orders (spec §3 Order). Lines keep the catalog's item and variant ids as plain strings: an
-- order never joins another module's tables. idempotency_key is the client's key of the
-- placement: a retried placement finds its order instead of making a second one.
create table orders_orders (
  id text primary key,
  website_id text not null,
  order_number integer not null,
  idempotency_key text not null,
  purchased_cart_id text,
  test_mode boolean not null default false,
  customer_email text not null,
  shipping_address jsonb,
  billing_address jsonb,
  currency text not null,
  subtotal integer not null,
  discount_total integer not null default 0,
  shipping_total integer not null default 0,
  tax_total integer not null default 0,
  grand_total integer not null,
  status text not null default 'placed',
  fulfillment_status text not null default 'unfulfilled',
  payment_summary text not null default '',
  access_token text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (website_id, idempotency_key),
  unique (website_id, order_number)
);

create index orders_orders_listing on orders_orders (website_id, order_number desc);

create table orders_lines (
  order_id text not null references orders_orders (id) on delete cascade,
  website_id text not null,
  position integer not null,
  item_id text not null,
  variant_id text not null,
  sku text not null,
  product_name text not null,
  quantity integer not null check (quantity > 0),
  unit_price integer not null,
  primary key (order_id, position)
);

-- The last order number of each site; taken with a row lock in the order's transaction.
create table orders_counters (
  website_id text primary key,
  last_number integer not null
);
