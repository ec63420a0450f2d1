-- Business events per site-day (GAP-13, ANL-08): how many `search`, `lead` and
-- `complete_registration` events (kind 'business_event', bots left out) the day received, so the
-- owner's overview reads them from the rollups like every other figure. Days rolled before this
-- column existed read 0 until they are rolled again (the job re-rolls today and yesterday;
-- `rollups.rollupRange` backfills older days).
alter table analytics_rollup_days
  add column search_events integer not null default 0,
  add column lead_events integer not null default 0,
  add column complete_registration_events integer not null default 0;
