-- History's on-ramp filter (`onramp=coinbase`) keeps an account's transactions that a completed
-- checkout delivered. Without an index it read every completed checkout of every user for each
-- page (a sequential scan, then a sort: 9 ms at a thousand checkouts, growing with them); with
-- this one PostgreSQL probes the delivered hashes by index (bench/cluster/explainHistory.ts).
-- The page itself already walks account_transactions_newest (0003) and stops after one page.
create index onramp_checkouts_delivered on onramp_checkouts (tx_hash)
  where status = 'complete' and tx_hash is not null;
