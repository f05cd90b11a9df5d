-- The local on-ramp's checkout sessions (POST /v1/generators/onrampurl): one row per generated
-- URL. `status` goes open -> pending (a purchase is sending) -> complete; the conditional update
-- from open is what stops one checkout from paying out twice.
create table onramp_checkouts (
  id text primary key,
  project_id text not null,
  partner_user_id text not null,
  destination_wallets jsonb not null,
  default_network text not null,
  preset_crypto_amount text,
  preset_fiat_amount text,
  status text not null default 'open' check (status in ('open', 'pending', 'complete')),
  purchase jsonb,
  tx_hash text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  completed_at timestamptz
);

-- Sign-in sessions (POST /v1/sessions) from a verified EIP-4361 message.
create table siwx_sessions (
  id text primary key,
  project_id text not null,
  address text not null,
  chain_id integer not null,
  message text not null,
  signature text not null,
  nonce text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);

-- A signed message opens one session only: replaying it is refused by this index.
create unique index siwx_sessions_nonce_idx on siwx_sessions (lower(address), nonce);
