-- A signed-in site user has at most one open cart (CART-15: the same cart on every device), so
-- two first adds at once cannot make two; purchased carts stay as history.
create unique index cart_carts_open_site_user on cart_carts (website_id, site_user_id) where site_user_id is not null and not is_purchased;
