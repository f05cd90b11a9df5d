-- The indexer's view of both chains: every mined transaction, the value it moved (native,
-- ERC-20, ERC-721) and which accounts it touched, so history is one indexed query.

-- Where each indexer source (a chain id on one node, see server/indexer/chainSource.ts) stopped.
create table indexer_cursors (
  source text primary key,
  chain_id integer not null,
  last_block bigint not null,
  last_hash text not null,
  updated_at timestamptz not null default now()
);

-- Block hashes a source indexed, so a chain reset (a node restarted from a snapshot) can find
-- the last block both agree on and drop only what no longer exists.
create table indexed_blocks (
  source text not null,
  number bigint not null,
  hash text not null,
  primary key (source, number)
);

create table chain_transactions (
  chain_id integer not null,
  hash text not null,
  block_number bigint not null,
  block_hash text not null,
  tx_index integer not null,
  -- Unix seconds of the block.
  mined_at bigint not null,
  from_address text not null,
  to_address text,
  nonce bigint not null,
  -- 'confirmed' or 'failed', from the receipt.
  status text not null,
  -- The 4-byte selector of the call; '0x' for a plain transfer, 'create' for a deployment.
  selector text not null,
  -- True when a Uniswap v2 Swap log was emitted: the transaction is a trade.
  is_swap boolean not null default false,
  primary key (chain_id, hash)
);

-- One row per value movement. log_index is the log's index, -1 for the transaction's own value.
create table chain_transfers (
  chain_id integer not null,
  hash text not null,
  log_index integer not null,
  kind text not null,
  -- Lower-case contract address; null for the native currency.
  token_address text,
  token_id text,
  from_address text not null,
  to_address text not null,
  -- Smallest units, as a decimal string (uint256 does not fit a bigint).
  amount text not null,
  decimals integer not null,
  symbol text not null,
  name text not null,
  primary key (chain_id, hash, log_index)
);

-- Which accounts a transaction concerns: its sender, its target and every transfer's parties.
create table account_transactions (
  account text not null,
  chain_id integer not null,
  hash text not null,
  mined_at bigint not null,
  block_number bigint not null,
  tx_index integer not null,
  primary key (account, chain_id, hash)
);

create index account_transactions_newest
  on account_transactions (account, mined_at desc, chain_id desc, block_number desc, tx_index desc);
