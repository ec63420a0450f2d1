-- A 'refund' movement names the order refund it belongs to (GAP-61 partial refunds), so a retried
-- refund finds its credit instead of crediting the card twice. Credits made before this column
-- (whole refunds of old) keep null and still count in what the order took back from the card.
alter table gift_cards_movements add column refund_id text;
create unique index gift_cards_movements_refund on gift_cards_movements (website_id, gift_card_id, refund_id) where refund_id is not null;
