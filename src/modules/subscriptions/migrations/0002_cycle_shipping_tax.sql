-- The shipping and tax each cycle charges, priced by the owner's rules at subscription time
-- and locked like the unit price (docs/decisions.md): every renewal charges
-- unit_price × quantity + shipping_per_cycle + tax_per_cycle. Subscriptions from before the
-- rules applied to them charged neither.
alter table subscriptions_subscriptions add column shipping_per_cycle integer not null default 0 check (shipping_per_cycle >= 0);
alter table subscriptions_subscriptions add column tax_per_cycle integer not null default 0 check (tax_per_cycle >= 0);
