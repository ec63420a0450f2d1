-- Failed sign-ins per email and per client address, counted in fixed windows, shared by every
-- server process. `key` is a SHA-256 of the email or address (with the site for customers).
create table accounts_sign_in_failures (
  kind text not null,
  key text not null,
  window_start timestamptz not null,
  failures integer not null default 0,
  primary key (kind, key, window_start)
);

create index accounts_sign_in_failures_window on accounts_sign_in_failures (window_start);
