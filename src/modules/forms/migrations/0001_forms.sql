-- Forms (FORM-01..FORM-09), their submissions (GAP-73) and the one-time submission keys
-- (FORM-39, FORM-40). A form's fields and messages are one JSON definition; a submission keeps
-- the fields it was answered against, so later edits to the form never change what was sent.
create table forms_forms (
  id text primary key,
  website_id text not null,
  name text not null,
  kind text not null check (kind in ('form', 'newsletter')),
  definition jsonb not null,
  notification_email text,
  mailing_list_id text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index forms_forms_site on forms_forms (website_id, created_at);

create table forms_submissions (
  id text primary key,
  website_id text not null,
  form_id text not null,
  form_values jsonb not null,
  form_fields jsonb not null,
  search_text text not null default '',
  page_title text,
  page_id text,
  page_path text,
  content_source text,
  page_permission_type_value text,
  created_at timestamptz not null,
  seq bigint generated always as identity
);
create index forms_submissions_newest on forms_submissions (website_id, form_id, seq desc);

-- A key is stored only as its SHA-256; spending it is one conditional update, so it is
-- accepted once even by two simultaneous submissions.
create table forms_submission_keys (
  key_hash text primary key,
  website_id text not null,
  visitor text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  spent_at timestamptz
);
create index forms_submission_keys_expiry on forms_submission_keys (expires_at);
