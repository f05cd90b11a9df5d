-- The secure frame's auth service. Everything that must survive a reload lives here, not in the
-- frame's browser storage, which a cross-site embed may not get at all.

-- One person: by email (lower-cased), by social identities, or both.
create table frame_users (
  id text primary key,
  email text unique,
  user_name text,
  created_at timestamptz not null
);

-- Social and farcaster logins: the provider's subject belongs to one user.
create table frame_identities (
  provider text not null,
  subject text not null,
  user_id text not null references frame_users (id),
  user_name text,
  primary key (provider, subject)
);

-- Browsers (frame device ids) a user approved, by one-time code or by the emailed link.
create table frame_devices (
  user_id text not null references frame_users (id),
  device_id text not null,
  approved_at timestamptz not null,
  primary key (user_id, device_id)
);

-- One emailed one-time code (login, or either side of an email change). Codes and device links
-- are stored as HMACs, never in clear. `attempts` counts wrong codes; at the limit the code dies.
create table frame_email_codes (
  id text primary key,
  purpose text not null check (purpose in ('login', 'update_primary', 'update_secondary')),
  email text not null,
  device_id text not null,
  user_id text,
  code_hmac text,
  attempts integer not null default 0,
  sent_at timestamptz,
  expires_at timestamptz,
  device_link_hmac text,
  device_approved_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null
);
create index frame_email_codes_email_idx on frame_email_codes (email, created_at desc);
create unique index frame_email_codes_link_idx on frame_email_codes (device_link_hmac);

-- Sessions, by HMAC of their bearer token.
create table frame_sessions (
  token_hmac text primary key,
  user_id text not null references frame_users (id),
  device_id text not null,
  provider text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);

-- The embedded wallet: its address, the auth share (released only to a session) and the recovery
-- share encrypted to the recovery custodian's key (this service cannot read it).
create table frame_wallets (
  user_id text primary key references frame_users (id),
  address text not null,
  auth_share text not null,
  recovery_share_sealed text not null,
  created_at timestamptz not null
);

-- OAuth 2.0 authorization-code flows in flight: PKCE verifier and nonce, used once.
create table frame_oauth_states (
  state text primary key,
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  device_id text not null,
  app_origin text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- A pending email change: the new address waits for both codes.
create table frame_email_changes (
  id text primary key,
  user_id text not null references frame_users (id),
  new_email text not null,
  primary_code_id text not null,
  secondary_code_id text not null,
  primary_verified_at timestamptz,
  done_at timestamptz,
  created_at timestamptz not null
);

-- Farcaster sign-in channels (the stand-in relay's): the frame polls until the user signs in.
create table frame_farcaster_channels (
  token text primary key,
  device_id text not null,
  user_name text,
  fid text,
  completed_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
