-- Every email Stoa sends, written before it is sent (in the transaction of the change that
-- causes it), so a crash never loses one. Without SMTP a message is only recorded.
create table outbox_messages (
  id text primary key,
  website_id text not null,
  dedupe_key text,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  status text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz,
  unique (website_id, dedupe_key)
);

create index outbox_messages_listing on outbox_messages (website_id, created_at desc, id);
create index outbox_messages_due on outbox_messages (status, next_attempt_at);
