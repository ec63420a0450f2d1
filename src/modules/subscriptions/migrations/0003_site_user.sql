-- The customer account that subscribed while signed in (GAP-62: the customer manages the
-- subscription from their account); null for a guest, who uses the access token instead.
alter table subscriptions_subscriptions add column site_user_id text;
create index subscriptions_site_user on subscriptions_subscriptions (website_id, site_user_id, created_at desc) where site_user_id is not null;
