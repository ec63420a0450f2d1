-- A message whose body carries a one-time secret (an invitation link): owners see that it
-- was sent, never its body.
alter table outbox_messages add column secret boolean not null default false;
