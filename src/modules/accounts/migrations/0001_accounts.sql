create table accounts_users (
  id text primary key,
  email text not null unique,
  password_hash text not null,
  display_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table accounts_memberships (
  website_id text not null references sites_websites (id) on delete cascade,
  user_id text not null references accounts_users (id) on delete cascade,
  role smallint not null check (role in (1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (website_id, user_id)
);

create index accounts_memberships_user on accounts_memberships (user_id);

create table accounts_sessions (
  token_hash text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  user_id text not null references accounts_users (id) on delete cascade,
  remember boolean not null default false,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index accounts_sessions_member on accounts_sessions (website_id, user_id);
create index accounts_sessions_expiry on accounts_sessions (expires_at);
