-- Where each refund's money goes (GAP-61 partial refunds of gift card orders), decided when the
-- refund is reserved under the order's lock: [{kind: 'card', amount}] through the processor and
-- [{kind: 'gift_card', giftCardId, last4, amount}] credited to the cards that paid. Refunds made
-- before this column keep '[]' and are read as all to the card, which is what they were.
alter table orders_refunds add column tenders jsonb not null default '[]'::jsonb;
