-- A gift card line keeps who the card is for (GAP-61: recipient name and email, sender name,
-- message, send date), as JSON; null on every other line. Lines for different recipients
-- never merge: the recipient is part of fields_key.
alter table cart_entries add column gift_card jsonb;
