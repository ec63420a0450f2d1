-- Keys of adds already done to a cart: a retried add (the answer was lost) with the same key
-- changes nothing and answers the line it added.
create table cart_add_keys (
  cart_id text not null references cart_carts (id) on delete cascade,
  website_id text not null,
  key text not null,
  entry_id text not null,
  primary key (cart_id, key)
);
