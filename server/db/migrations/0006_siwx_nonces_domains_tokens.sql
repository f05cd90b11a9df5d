-- SIWX (Order 7): the domains a project lets users sign in on, one-time nonces the API issues,
-- and the hash of each session's bearer token.

-- Hosts (any port) or host:port pairs, or '*.example.com' for subdomains. A sign-in message's
-- domain must match one entry; an empty list allows none.
alter table projects add column siwx_domains text[] not null default '{}';

-- The dev project of DESIGN.md section 1 signs in on loopback hosts only.
update projects set siwx_domains = array['localhost', '127.0.0.1', '[::1]'] where id = 'keyport-dev';

-- POST /v1/sessions/nonce issues a row; POST /v1/sessions consumes it (used_at) exactly once.
create table siwx_nonces (
  nonce text primary key,
  project_id text not null,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index siwx_nonces_expires_idx on siwx_nonces (expires_at);

-- sha256 (hex) of the secret half of the session token; the token itself is never stored.
alter table siwx_sessions add column token_hash text;
