-- The recovery custodian's state moves out of one process (issue 24): its challenges and its
-- record of device keys per wallet live here, so every frame process behind a load balancer sees
-- the same. Each row carries an HMAC-SHA256 under a key derived from the custodian's private key
-- (never in this database): writing to this database cannot issue a challenge or record a device.

-- Single-use challenges, by their MAC; spent by deleting the row, swept when expired.
create table frame_custodian_challenges (
  challenge_mac text primary key,
  expires_at timestamptz not null
);
create index frame_custodian_challenges_expiry_idx on frame_custodian_challenges (expires_at);

-- Device keys (SHA-256 fingerprints of their SPKI) the custodian re-seals a wallet's share to.
create table frame_custodian_devices (
  address text not null,
  fingerprint text not null,
  mac text not null,
  added_at timestamptz not null default now(),
  primary key (address, fingerprint)
);
