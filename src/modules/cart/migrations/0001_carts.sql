-- Shopping carts of a site's visitors. An anonymous cart is found by the hash of the token in
-- the visitor's cart cookie (the token itself is never stored); site_user_id is for carts of
-- signed-in site users. Amounts are integer minor units of the site's currency.
create table cart_carts (
  id text primary key,
  website_id text not null,
  token_hash text not null,
  site_user_id text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  is_purchased boolean not null default false,
  order_id text,
  shipping_location jsonb,
  selected_shipping_option jsonb,
  coupons jsonb not null default '[]'::jsonb
);

create unique index cart_carts_token on cart_carts (website_id, token_hash);
create index cart_carts_site_user on cart_carts (website_id, site_user_id) where site_user_id is not null;

-- One line of a cart: a variant (item_id and variant_id are the catalog's ids, plain
-- references) with the buyer's additional-fields answers. fields_key is the answers in a
-- canonical form: adding the same variant with the same answers adds to the line.
create table cart_entries (
  id text primary key,
  website_id text not null,
  cart_id text not null references cart_carts (id) on delete cascade,
  item_id text not null,
  variant_id text not null,
  sku text not null,
  quantity integer not null check (quantity between 1 and 9999),
  additional_fields text,
  fields_key text not null,
  purchase_price_cents integer not null check (purchase_price_cents >= 0),
  title text not null,
  added_at timestamptz not null,
  seq bigint generated always as identity
);

create unique index cart_entries_line on cart_entries (cart_id, variant_id, fields_key);
create index cart_entries_cart on cart_entries (website_id, cart_id, seq);
