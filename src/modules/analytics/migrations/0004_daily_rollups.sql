-- Daily rollups of the visitors' analytics (issue 14 §4): one set of rows per site and day (the
-- site's calendar day), recomputed whole from that day's raw rows, so re-rolling is idempotent.
-- Reports read only these. Unique visitors are HyperLogLog sketches (bytea registers) so a
-- range's visitors are merged, not summed; web vitals are log-bucket histograms so a range's
-- p75 comes from summed days.

create table analytics_rollup_days (
  website_id text not null,
  day date not null,
  visitors integer not null,
  visitors_sketch bytea not null,
  visits integer not null,
  page_views integer not null,
  bounces integer not null,
  visit_seconds bigint not null,
  bot_hits integer not null,
  product_view_visits integer not null,
  add_to_cart_visits integer not null,
  checkout_visits integer not null,
  purchase_visits integer not null,
  page_loads integer not null,
  good_page_loads integer not null,
  script_errors integer not null,
  rolled_at timestamptz not null,
  primary key (website_id, day)
);

-- dimension: 'page' | 'referrer' | 'campaign' | 'device' | 'browser' | 'country'.
create table analytics_rollup_breakdowns (
  website_id text not null,
  day date not null,
  dimension text not null,
  key text not null,
  visitors integer not null,
  visitors_sketch bytea not null,
  visits integer not null,
  page_views integer not null,
  primary key (website_id, day, dimension, key)
);

create table analytics_rollup_vitals (
  website_id text not null,
  day date not null,
  page_type text not null,
  device text not null,
  metric text not null,
  -- VITAL_BUCKETS counts, 4 bytes each, big-endian (bytea reads back far faster than integer[]).
  histogram bytea not null,
  samples integer not null,
  good integer not null,
  needs_improvement integer not null,
  poor integer not null,
  primary key (website_id, day, page_type, device, metric)
);

create table analytics_rollup_errors (
  website_id text not null,
  day date not null,
  fingerprint text not null,
  message text not null,
  top_frame text not null,
  category text not null,
  count integer not null,
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  sample_stack text not null,
  browsers jsonb not null,
  pages jsonb not null,
  primary key (website_id, day, fingerprint)
);
