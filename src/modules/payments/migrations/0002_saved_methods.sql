-- The reusable payment method a processor saved with a capture (a card kept for off-session
-- subscription renewals). Only the processor's reference is stored, never card data.
alter table payments_charges add column payment_method_reference text;
