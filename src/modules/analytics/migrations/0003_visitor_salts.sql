-- The daily random salt for cookieless visitor keys (issue 14 §6): 'h:' + hash(salt, site, IP,
-- user agent). One row per UTC day, shared by every process; the ingestion service makes the
-- day's salt on first use and deletes the ones from before yesterday, so a key cannot be
-- linked across days and no IP can be recovered from it.
create table analytics_visitor_salts (
  day text primary key,
  salt text not null
);
