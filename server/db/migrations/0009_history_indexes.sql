-- History's on-ramp filter (`onramp=coinbase`) keeps the account's transactions that a completed
-- checkout delivered. Without an index on the delivered hashes, PostgreSQL hashes every completed
-- checkout of every user and sorts for each page (105 ms with 100,000 deliveries in
-- bench/cluster/explainHistory.ts), a cost that grows with everyone's deliveries. With it, it
-- walks the account's newest-first index (account_transactions_newest, 0003) and probes each hash
-- here, stopping after one page: 43 ms in that script's worst case (an account of 20,000
-- transactions whose deliveries are its oldest), a cost that grows only with that account.
create index onramp_checkouts_delivered on onramp_checkouts (tx_hash)
  where status = 'complete' and tx_hash is not null;
