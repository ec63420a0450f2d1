-- The owner's pricing rules: tax rules, shipping zones and coupons (GAP-53, GAP-54, GAP-55).
-- Amounts are integer minor units of the site's currency. Countries are ISO 3166-1 alpha-2
-- codes in upper case.

-- A tax rate for a country, or one region of it (region null: the whole country). The rate is
-- held in parts per million of the amount (8.875 % = 88750), so rates finer than a basis point
-- stay exact.
create table pricing_rules_tax_rules (
  id text primary key,
  website_id text not null,
  name text not null,
  rate_ppm integer not null check (rate_ppm between 0 and 1000000),
  country text not null,
  region text,
  applies_to_shipping boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create index pricing_rules_tax_rules_site on pricing_rules_tax_rules (website_id, created_at, id);

-- A shipping zone: the countries it serves (["*"] for the rest of the world) and its options,
-- each {id, name, costCents, freeOverCents, deliveryEstimate}. Option ids stay the same across
-- edits so a cart's chosen option survives an owner's change of price.
create table pricing_rules_shipping_zones (
  id text primary key,
  website_id text not null,
  name text not null,
  countries jsonb not null,
  options jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create index pricing_rules_shipping_zones_site on pricing_rules_shipping_zones (website_id, created_at, id);

-- A coupon. code_key is the code in upper case: codes are unique per site regardless of case.
-- redemption_count counts placed orders that used it; it is raised in the order's transaction
-- only while below usage_limit (null: no limit).
create table pricing_rules_coupons (
  id text primary key,
  website_id text not null,
  code text not null,
  code_key text not null,
  kind text not null check (kind in ('PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING')),
  percent_off integer check (percent_off between 1 and 100),
  amount_off_cents integer check (amount_off_cents > 0),
  minimum_subtotal_cents integer not null default 0 check (minimum_subtotal_cents >= 0),
  starts_at timestamptz,
  expires_at timestamptz,
  usage_limit integer check (usage_limit > 0),
  redemption_count integer not null default 0 check (redemption_count >= 0),
  active boolean not null default true,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create unique index pricing_rules_coupons_code on pricing_rules_coupons (website_id, code_key);
