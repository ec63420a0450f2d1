-- Mailing lists (GAP-72 newsletter sign-ups, GAP-68 newsletter unsubscribe): a site's lists,
-- their subscribers (one row per list and normalized email), and the one-purpose link tokens
-- sent to subscribers, kept only as SHA-256 hashes so a leaked table opens no subscription.
create table mailing_lists_lists (
  id text primary key,
  website_id text not null,
  name text not null,
  double_opt_in boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create index mailing_lists_lists_site on mailing_lists_lists (website_id, created_at);

create table mailing_lists_subscribers (
  id text primary key,
  website_id text not null,
  list_id text not null references mailing_lists_lists (id) on delete cascade,
  email text not null,
  name text,
  status text not null check (status in ('pending', 'subscribed', 'unsubscribed')),
  source text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  seq bigint generated always as identity
);

create unique index mailing_lists_subscribers_email on mailing_lists_subscribers (list_id, email);
create index mailing_lists_subscribers_newest on mailing_lists_subscribers (website_id, list_id, seq desc);

create table mailing_lists_tokens (
  token_hash text primary key,
  website_id text not null,
  subscriber_id text not null references mailing_lists_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null,
  expires_at timestamptz
);

create index mailing_lists_tokens_subscriber on mailing_lists_tokens (subscriber_id);
