-- A site's customer accounts (site users): separate from owner and contributor accounts, one
-- set per site. Emails are stored trimmed and lowercased, so the unique index is
-- case-insensitive; the check keeps anything else out.
create table site_users_users (
  id text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  email text not null check (email = lower(email)),
  name text not null default '',
  password_hash text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create unique index site_users_users_email on site_users_users (website_id, email);

-- Signed-in sessions. Only hashes of the cookie's token and of the XSRF token are kept, so a
-- leaked table can be replayed neither as a cookie nor as the header.
create table site_users_sessions (
  token_hash text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  site_user_id text not null references site_users_users (id) on delete cascade,
  xsrf_token_hash text not null,
  remember boolean not null default false,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null
);

create index site_users_sessions_user on site_users_sessions (website_id, site_user_id);
create index site_users_sessions_expiry on site_users_sessions (expires_at);
