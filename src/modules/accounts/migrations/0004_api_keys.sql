-- Owner API keys: a secret shown once, kept only as its SHA-256 and a short prefix for display.
-- A key acts with its own role on its own site, and only while its creator is still a member
-- whose role covers it (api-keys.ts).
create table accounts_api_keys (
  id text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  role smallint not null check (role in (1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)),
  key_hash text not null unique,
  prefix text not null,
  created_by text not null references accounts_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

create index accounts_api_keys_site on accounts_api_keys (website_id, created_at);

-- One row per call made with a key, for its owner to read; kept 30 days and at most a fixed
-- number of rows per key.
create table accounts_api_key_uses (
  id bigint generated always as identity primary key,
  key_id text not null references accounts_api_keys (id) on delete cascade,
  website_id text not null references sites_websites (id) on delete cascade,
  method text not null,
  route text not null,
  status smallint not null,
  at timestamptz not null
);

create index accounts_api_key_uses_key on accounts_api_key_uses (key_id, id);
create index accounts_api_key_uses_at on accounts_api_key_uses (at);
