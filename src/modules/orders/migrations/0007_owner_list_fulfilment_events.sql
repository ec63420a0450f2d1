-- The owner's orders list at scale (100,000 orders a site): every filter walks an index in
-- order-number order and stops after one page (keyset paging, no count). The buyer's name is
-- kept beside the email so the search reads one row, not the addresses' JSON.
alter table orders_orders add column customer_name text not null default '';
update orders_orders set customer_name = trim(concat_ws(' ',
  coalesce(shipping_address ->> 'firstName', billing_address ->> 'firstName'),
  coalesce(shipping_address ->> 'lastName', billing_address ->> 'lastName')));

create index orders_orders_status_listing on orders_orders (website_id, status, order_number desc);
create index orders_orders_fulfilment_listing on orders_orders (website_id, fulfillment_status, order_number desc);
create index orders_orders_created_listing on orders_orders (website_id, created_at desc);
create index orders_orders_email on orders_orders (website_id, lower(customer_email));

-- How a fulfilled order was sent: the carrier, its tracking number and link, and when.
alter table orders_orders add column carrier text;
alter table orders_orders add column tracking_number text;
alter table orders_orders add column tracking_url text;
alter table orders_orders add column fulfilled_at timestamptz;

-- What happened to an order besides what other rows already say (placed, charges, refunds,
-- emails): fulfilment changes and resent confirmations, for the owner's timeline.
create table orders_events (
  id text primary key,
  website_id text not null,
  order_id text not null references orders_orders (id) on delete cascade,
  kind text not null,
  detail jsonb not null default '{}'::jsonb,
  actor text,
  created_at timestamptz not null
);

create index orders_events_order on orders_events (website_id, order_id, created_at);
