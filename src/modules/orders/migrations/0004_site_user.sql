-- The site user (customer account) who placed an order, when signed in (GAP-60): their order
-- history is read by this column, newest first.
alter table orders_orders add column site_user_id text;
create index orders_orders_site_user on orders_orders (website_id, site_user_id, order_number desc) where site_user_id is not null;
