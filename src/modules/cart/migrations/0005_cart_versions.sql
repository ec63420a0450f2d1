-- A cart's version, raised by every change of the cart or its lines (under the cart row's
-- lock). Adding to a cart reads the cart and its lines without a lock and writes only if the
-- version is still the one it read, in one statement (cart-unlocked-add.ts): two round trips
-- instead of a transaction's five, and a change in between makes it read again.
alter table cart_carts add column version integer not null default 0;
