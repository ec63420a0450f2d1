-- Stock per variant (variant_id is the catalog module's variant id, a plain reference). Stock
-- changes only through the inventory service, in a transaction that locks the row.
create table inventory_stock (
  variant_id text primary key,
  website_id text not null,
  qty_in_stock integer not null default 0 check (qty_in_stock >= 0),
  unlimited boolean not null default false,
  updated_at timestamptz not null default now()
);

create index inventory_stock_website on inventory_stock (website_id);

-- Every change of a stock row, newest last: what changed, why, and who changed it.
create table inventory_adjustments (
  id text primary key,
  website_id text not null,
  variant_id text not null,
  delta integer not null,
  qty_after integer not null,
  unlimited_after boolean not null,
  reason text not null,
  actor text,
  at timestamptz not null default now(),
  seq bigint generated always as identity
);

create index inventory_adjustments_variant on inventory_adjustments (website_id, variant_id, seq);
