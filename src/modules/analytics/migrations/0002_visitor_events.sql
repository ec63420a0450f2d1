-- Visitors' analytics, raw (issue 14 §3): what the storefront's script sends, one row per event,
-- in tables partitioned by day on the server's receive time (native range partitioning). The
-- partition manager (analytics module) creates each day's partition ahead of time and drops the
-- ones older than the retention; the default partition only catches rows outside them. No IP
-- address is stored: `visitor_key` is the analytics id cookie, or 'h:' and a daily-salted hash
-- for visitors counted without cookies. Bots are stored with `is_bot` and counted apart.

-- Page views, visits, census interactions, tracker events and the internal events (GAP-14).
create table analytics_events (
  website_id text not null,
  received_at timestamptz not null,
  occurred_at timestamptz not null,
  -- 'page_view' | 'button_click' | 'button_render' | 'form_render' | 'overlay' | 'quick_view'
  -- | 'tracker' (newer tracker, name = schema) | 'older_tracker' (name = event) ; the internal
  -- events are trackers named commerce_product_view, commerce_add_to_cart,
  -- commerce_checkout_confirmed, site_visit.
  kind text not null,
  name text,
  visitor_key text not null,
  session_id text,
  new_visit boolean not null default false,
  path text,
  page_type text,
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text,
  browser text,
  country text,
  is_bot boolean not null default false,
  item_id text,
  value_cents bigint,
  currency text,
  quantity integer,
  data jsonb
) partition by range (received_at);
create table analytics_events_default partition of analytics_events default;
create index analytics_events_site_time on analytics_events (website_id, received_at);

-- Performance records (PERF-03) and the web vitals they carry (one row per record and metric).
create table analytics_performance (
  website_id text not null,
  received_at timestamptz not null,
  page_load_id text not null,
  app text not null,
  event text not null,
  -- 'LCP' | 'FCP' | 'CLS' | 'INP' | 'TTFB' for web vitals (CLS as a fraction), else null.
  metric text,
  value double precision,
  page_type text,
  device text,
  path text,
  is_bot boolean not null default false,
  data jsonb
) partition by range (received_at);
create table analytics_performance_default partition of analytics_performance default;
create index analytics_performance_site_time on analytics_performance (website_id, received_at);

-- Script errors (ERR-01, ERR-02), grouped by fingerprint = hash of message and top stack frame.
create table analytics_script_errors (
  website_id text not null,
  received_at timestamptz not null,
  occurred_at timestamptz not null,
  event text not null,
  category text not null,
  message text not null,
  top_frame text not null,
  fingerprint text not null,
  stack text,
  browser text,
  path text,
  is_bot boolean not null default false,
  data jsonb
) partition by range (received_at);
create table analytics_script_errors_default partition of analytics_script_errors default;
create index analytics_script_errors_site_time on analytics_script_errors (website_id, received_at);
