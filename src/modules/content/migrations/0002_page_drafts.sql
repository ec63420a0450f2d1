-- Page drafts and published versions: the editor saves a page's layout to its draft (one per
-- page, with a revision that refuses stale saves); publishing copies the draft to
-- content_collections.layout and keeps a numbered version of it.

create table content_page_drafts (
  collection_id text primary key references content_collections (id) on delete cascade,
  website_id text not null references sites_websites (id) on delete cascade,
  layout jsonb not null,
  revision integer not null default 0,
  -- The draft revision the published layout equals: the draft has unpublished changes when they differ.
  published_revision integer not null default 0,
  updated_at timestamptz not null default now()
);

create index content_page_drafts_website on content_page_drafts (website_id);

create table content_page_versions (
  id text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  collection_id text not null references content_collections (id) on delete cascade,
  number integer not null,
  layout jsonb not null,
  published_at timestamptz not null default now(),
  published_by_user_id text,
  published_by_email text,
  constraint content_page_versions_number unique (collection_id, number)
);

create index content_page_versions_page on content_page_versions (website_id, collection_id, number desc);
