-- A message may be due later than it is written (a gift card emailed on the buyer's chosen
-- day, GAP-61): not_before is when it may first be sent; null means at once.
alter table outbox_messages add column not_before timestamptz;
