-- The billing address of the first order (GAP-52, GAP-62), kept so that every renewal order is
-- billed to it. Null for subscriptions from before it was kept (their renewals are billed to
-- the shipping address, the checkout's default) and for ones that were given none.
alter table subscriptions_subscriptions add column billing_address jsonb;
