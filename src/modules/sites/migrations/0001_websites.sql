create table sites_websites (
  id text primary key,
  identifier text not null unique,
  title text not null,
  locale text not null default 'en',
  currency text not null default 'USD',
  time_zone text not null default 'America/New_York',
  is_default boolean not null default false,
  status smallint not null default 8,
  theme text not null default 'default',
  settings jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index sites_websites_single_default on sites_websites (is_default) where is_default;

create table sites_domains (
  domain text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index sites_domains_website on sites_domains (website_id);
