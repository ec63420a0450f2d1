-- What gift cards paid of an order (GAP-61): [{giftCardId, last4, amount}], amounts in minor
-- units; the rest of grand_total was charged to the buyer's payment method.
alter table orders_orders add column gift_card_payments jsonb not null default '[]'::jsonb;
