-- One row per site holding the owner's store settings; anything not stored reads as its
-- default (store-settings.defaults.ts), so defaults can improve without a data migration.
create table store_settings_settings (
  website_id text primary key,
  settings jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);
