-- What a line shows the buyer besides its title: the variant's option values as bought
-- ({name, value, amountCents}), so a workshop line reads "Session: …", never its SKU.
alter table orders_lines add column options jsonb not null default '[]';
-- Downloads of a digital line's file so far: counted in the download's transaction against the
-- limit (a row lock per line), reset by the owner.
alter table orders_lines add column downloads_used integer not null default 0;
