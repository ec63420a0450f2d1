-- Counters that several app processes share (issue 15 §3): fixed-window rate limits, counted
-- by one upsert per call, and the last run of each scheduled job, claimed by one process per interval.
-- Unlogged: a count lost in a database crash only lets a client a few calls more, and skipping
-- the write-ahead log makes each counted call a cheaper commit.
create unlogged table coordination_rate_counters (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);

create index coordination_rate_counters_window on coordination_rate_counters (window_ends_at);

create table coordination_job_runs (
  name text primary key,
  ran_at timestamptz not null,
  -- How many runs were claimed in all (tests and operators read it; nothing depends on it).
  runs bigint not null
);
