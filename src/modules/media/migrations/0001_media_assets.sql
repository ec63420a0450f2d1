create table media_assets (
  id text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  filename text not null,
  content_type text not null,
  bytes integer not null check (bytes > 0),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  has_alpha boolean not null default false,
  animated boolean not null default false,
  focal_x double precision not null default 0.5 check (focal_x >= 0 and focal_x <= 1),
  focal_y double precision not null default 0.5 check (focal_y >= 0 and focal_y <= 1),
  color_data jsonb not null,
  alt_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index media_assets_website_created on media_assets (website_id, created_at desc, id desc);
