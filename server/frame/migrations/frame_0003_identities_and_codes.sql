-- Order 14: identities are keyed by provider and subject, and a user's email is one that was
-- proven through the email channel (a code), never one a social provider merely reported.

-- The address a provider reported for an identity: shown nowhere as proof, kept for support.
alter table frame_identities add column email text;

update frame_identities
set email = frame_users.email
from frame_users
where frame_users.id = frame_identities.user_id and frame_users.email is not null;

-- A user made by a social login took the provider's email as its own, so a later email login
-- with that address joined the social user's wallet. Such an address was never proven by a code:
-- the user keeps its identities and wallet, the address leaves it (and stays on the identity).
update frame_users
set email = null
where email is not null
  and exists (select 1 from frame_identities i where i.user_id = frame_users.id)
  and not exists (
    select 1 from frame_email_codes c
    where c.email = frame_users.email and c.used_at is not null
      and (c.purpose = 'login' or (c.purpose = 'update_secondary' and c.user_id = frame_users.id))
  );

-- Guess budgets across codes, per address and per client IP: one row per key and window, spent
-- by one atomic upsert before a code is compared.
create table frame_code_budgets (
  key text primary key,
  window_start timestamptz not null,
  spent integer not null
);

-- The last login email per address (spec: one per 30 s), claimed by one conditional upsert.
create table frame_email_cooldowns (
  email text primary key,
  sent_at timestamptz not null
);

insert into frame_email_cooldowns (email, sent_at)
select email, max(sent_at) from frame_email_codes where sent_at is not null group by email
