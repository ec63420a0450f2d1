-- Captcha solutions already used (CAPT-*, replay protection): a solved challenge passes once.
-- A row is kept until its challenge expires; after that the challenge itself is refused.
create table captcha_spent_solutions (
  signature text primary key,
  website_id text not null,
  expires_at timestamptz not null
);

create index captcha_spent_solutions_expiry on captcha_spent_solutions (expires_at);
