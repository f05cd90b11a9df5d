-- Sign-In With Solana (Order 16): a session's chain is its CAIP-2 id ('eip155:1',
-- 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), so sessions on networks without a numeric chain id
-- fit. chain_id stays, set for eip155 sessions only.
alter table siwx_sessions add column chain text;
update siwx_sessions set chain = 'eip155:' || chain_id;
alter table siwx_sessions alter column chain set not null;
alter table siwx_sessions alter column chain_id drop not null;
