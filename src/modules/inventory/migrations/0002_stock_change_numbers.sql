-- Every change of a stock row takes the next number of one sequence (issue 15 §1). The storefront's
-- snapshot keeps the number it read with each level and takes in a change it hears only when the
-- change's number is newer, so changes heard out of order never bring an older level back.
create sequence inventory_stock_change_seq;
alter table inventory_stock add column change_seq bigint not null default 0;
