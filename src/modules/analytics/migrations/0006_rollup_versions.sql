-- Which version of the rollup computed a site-day (rollup.sql.ts ROLLUP_VERSION). Days rolled
-- before the business-event counts existed (0005) are version 1 and read 0 searches, leads and
-- registrations; the rollup job rolls them again from their raw rows, a few per run, while those
-- rows are kept (rollup.service.ts `rollupOutdated`). The partial index finds them without
-- reading every site-day, and empties as they are rolled.
alter table analytics_rollup_days add column rollup_version smallint not null default 1;
create index analytics_rollup_days_outdated on analytics_rollup_days (day desc, website_id) where rollup_version < 2;
