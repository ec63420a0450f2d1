-- The owner's panel events (ADM-02..ADM-06): one row per action an owner took in an editor
-- panel, with its small flat properties, kept per site for the site's own reports.
create table analytics_owner_events (
  id text primary key,
  website_id text not null,
  name text not null,
  properties jsonb not null default '{}'::jsonb,
  actor text,
  occurred_at timestamptz not null,
  received_at timestamptz not null,
  seq bigint generated always as identity
);

create index analytics_owner_events_site on analytics_owner_events (website_id, name, seq);
