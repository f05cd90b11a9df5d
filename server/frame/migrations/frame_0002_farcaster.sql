-- Farcaster sign-ins in flight. The first migration's table had no nonce or domain and was never
-- used: this one replaces it. The relay's channel token stays here; the frame only sees the id.
drop table if exists frame_farcaster_channels;

create table frame_farcaster_logins (
  id text primary key,
  channel_token text not null,
  nonce text not null,
  domain text not null,
  device_id text not null,
  app_origin text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
