-- Back-in-stock sign-ups (RSTK-*, GAP-27..GAP-31): a visitor's email waiting for one variant.
-- One pending sign-up per email and variant (signing up again updates it); once the owner
-- sends the back-in-stock email the row is marked notified and the email may sign up again.
create table restock_sign_ups (
  id text primary key,
  website_id text not null,
  product_id text not null,
  variant_id text not null,
  email text not null,
  is_join_mailing_list boolean not null default false,
  language text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  notified_at timestamptz,
  seq bigint generated always as identity
);

create unique index restock_sign_ups_pending on restock_sign_ups (website_id, variant_id, email) where notified_at is null;
create index restock_sign_ups_groups on restock_sign_ups (website_id, product_id, variant_id) where notified_at is null;
create index restock_sign_ups_variant on restock_sign_ups (website_id, variant_id, seq) where notified_at is null;
