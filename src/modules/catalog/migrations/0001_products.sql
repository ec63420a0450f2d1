-- A product is the commerce side of a content item of a products collection: item_id is the
-- content module's item id (a plain reference, no foreign key across modules) and doubles as
-- the product id, as the storefront keys products (and their merchandising context) by item id.
create table catalog_products (
  item_id text primary key,
  website_id text not null,
  product_type smallint not null check (product_type between 1 and 5),
  is_subscribable boolean not null default false,
  subscription_plan jsonb,
  variant_option_ordering jsonb not null default '[]'::jsonb,
  additional_fields_form_id text,
  use_custom_add_button_text boolean not null default false,
  custom_add_button_text text not null default '',
  merchandising jsonb not null default '{}'::jsonb,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Creation order, also among products created in the same instant (an import).
  seq bigint generated always as identity
);

create index catalog_products_website on catalog_products (website_id, seq);

create table catalog_variants (
  id text primary key,
  website_id text not null,
  item_id text not null references catalog_products (item_id) on delete cascade,
  sku text not null,
  price integer not null check (price >= 0),
  sale_price integer not null default 0 check (sale_price >= 0),
  on_sale boolean not null default false,
  attributes jsonb not null default '{}'::jsonb,
  position integer not null default 0,
  created_at timestamptz not null default now()
);

-- A SKU names one variant of one site: carts and orders refer to variants by it.
create unique index catalog_variants_sku on catalog_variants (website_id, sku);
create index catalog_variants_item on catalog_variants (item_id, position);
