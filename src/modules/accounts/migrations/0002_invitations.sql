create table accounts_invitations (
  id text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  email text not null,
  role smallint not null check (role in (1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)),
  token_hash text not null unique,
  invited_by text references accounts_users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz
);

-- One pending invitation per site and email; inviting again refreshes it.
create unique index accounts_invitations_pending on accounts_invitations (website_id, email) where accepted_at is null;
