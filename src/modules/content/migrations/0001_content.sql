-- Collections (pages, blogs, stores, galleries, folders), their items, category trees,
-- navigation lists and header/footer code, each row belonging to one website.

create table content_collections (
  id text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  type smallint not null,
  type_name text not null,
  url_id text not null,
  title text not null,
  navigation_title text not null,
  description text not null default '',
  enabled boolean not null default true,
  ordering smallint not null,
  folder boolean not null default false,
  folder_behavior smallint,
  homepage boolean not null default false,
  status text not null default 'draft',
  publish_on timestamptz,
  settings jsonb not null default '{}'::jsonb,
  layout jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint content_collections_url_id unique (website_id, url_id),
  constraint content_collections_status check (status in ('draft', 'needs-review', 'scheduled', 'private', 'published')),
  constraint content_collections_folder_behavior check (
    (folder and folder_behavior between 1 and 4) or (not folder and folder_behavior is null)
  )
);

create unique index content_collections_one_homepage on content_collections (website_id) where homepage;

create table content_items (
  id text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  collection_id text not null references content_collections (id) on delete cascade,
  record_type smallint not null,
  url_id text not null,
  title text not null default '',
  body text not null default '',
  excerpt text not null default '',
  asset_url text,
  filename text,
  original_size text,
  media_focal_point jsonb,
  color_data jsonb,
  alt_text text,
  system_data_variants text,
  categories text[] not null default '{}',
  tags text[] not null default '{}',
  author_display_name text,
  starred boolean not null default false,
  promoted_block_type text,
  start_date timestamptz,
  end_date timestamptz,
  location jsonb,
  external_link text,
  status text not null default 'draft',
  publish_on timestamptz,
  like_count integer not null default 0,
  public_comment_count integer not null default 0,
  comment_state smallint not null default 0,
  display_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint content_items_url_id unique (collection_id, url_id),
  constraint content_items_status check (status in ('draft', 'needs-review', 'scheduled', 'private', 'published')),
  constraint content_items_dates check (end_date is null or start_date is null or end_date >= start_date)
);

create index content_items_website_collection on content_items (website_id, collection_id, display_index);
create index content_items_scheduled on content_items (publish_on) where status = 'scheduled';
create index content_collections_scheduled on content_collections (publish_on) where status = 'scheduled';

create table content_categories (
  id text primary key,
  website_id text not null references sites_websites (id) on delete cascade,
  collection_id text not null references content_collections (id) on delete cascade,
  parent_category_id text references content_categories (id) on delete cascade,
  display_name text not null,
  type text not null,
  page_rendering text not null default 'LIST_VIEW',
  display_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint content_categories_type check (type in ('ROOT', 'CATEGORY')),
  constraint content_categories_root_has_no_parent check ((type = 'ROOT') = (parent_category_id is null))
);

create unique index content_categories_one_root on content_categories (collection_id) where type = 'ROOT';
create unique index content_categories_sibling_name on content_categories (parent_category_id, lower(display_name));
create index content_categories_website_collection on content_categories (website_id, collection_id);

create table content_navigations (
  website_id text not null references sites_websites (id) on delete cascade,
  navigation_id text not null,
  items jsonb not null default '[]'::jsonb,
  updated_at timestamptz not null default now(),
  primary key (website_id, navigation_id)
);

create table content_header_footer (
  website_id text primary key references sites_websites (id) on delete cascade,
  header text not null default '',
  footer text not null default '',
  updated_at timestamptz not null default now()
);
