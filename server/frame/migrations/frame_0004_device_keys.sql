-- Key release bound to a device (docs/security.md, "Keys"). A session is bound once, right after
-- the login proof, to the frame's non-extractable P-256 device key; releasing a share then needs
-- a fresh challenge signed by that key. The token alone unlocks nothing.
alter table frame_sessions add column device_public_key text;
alter table frame_sessions add column bound_at timestamptz;

-- Single-use challenges, stored as HMACs, each for one session and one purpose.
create table frame_device_challenges (
  challenge_hmac text primary key,
  token_hmac text not null,
  purpose text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index frame_device_challenges_expiry_idx on frame_device_challenges (expires_at);
