-- Gift cards (GAP-61): a code worth a balance in the site's currency. The code is kept so the
-- owner can read and resend it (docs/decisions.md); lists show only its last 4 characters.
-- balance always equals the sum of the card's movements: every change updates the balance
-- with a conditional update (which locks the row) and writes its movement in one transaction.
create table gift_cards_cards (
  id text primary key,
  website_id text not null,
  code text not null,
  code_last4 text not null,
  currency text not null,
  initial_amount integer not null check (initial_amount > 0),
  balance integer not null check (balance >= 0),
  status text not null default 'active',
  test_mode boolean not null default false,
  recipient_name text not null default '',
  recipient_email text not null,
  sender_name text not null default '',
  message text not null default '',
  send_date text,
  send_at timestamptz,
  order_id text,
  order_line integer,
  order_unit integer,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (website_id, code),
  unique (website_id, order_id, order_line, order_unit)
);

create index gift_cards_cards_listing on gift_cards_cards (website_id, created_at desc, id);
create index gift_cards_cards_order on gift_cards_cards (website_id, order_id) where order_id is not null;

-- The ledger: issue (+initial amount), redeem (− paid on an order), refund (+ given back when
-- that order is refunded), adjust (± by the owner, with a note). amount is signed.
create table gift_cards_movements (
  id text primary key,
  website_id text not null,
  gift_card_id text not null references gift_cards_cards (id) on delete cascade,
  kind text not null check (kind in ('issue', 'redeem', 'refund', 'adjust')),
  amount integer not null,
  balance_after integer not null check (balance_after >= 0),
  order_id text,
  note text not null default '',
  created_at timestamptz not null,
  seq bigint generated always as identity
);

create index gift_cards_movements_card on gift_cards_movements (website_id, gift_card_id, seq);
create index gift_cards_movements_order on gift_cards_movements (website_id, order_id) where order_id is not null;
