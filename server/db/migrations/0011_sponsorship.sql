-- Order 22: gas sponsorship. A project's policy (allowed targets and selectors per chain, a daily
-- cap per sender, a total budget) and what its paymaster signed for. Amounts are wei, each
-- operation counted at its maximum gas cost: all its gas limits times its maxFeePerGas.
create table sponsorship_policies (
  project_id text primary key references projects (id) on delete cascade,
  policy jsonb not null,
  -- The sum of max_cost_wei over the project's reservations, kept with them in one transaction
  -- that locks this row: reservations of one project queue here, across every API process.
  spent_wei numeric(78, 0) not null default 0,
  updated_at timestamptz not null default now()
);

-- One row per operation signed (chain, sender, nonce): asking again for the same operation
-- replaces its amount instead of adding to it. `day` is the UTC day of the latest signature.
create table sponsorship_reservations (
  project_id text not null references projects (id) on delete cascade,
  chain_id bigint not null,
  sender text not null,
  nonce numeric(78, 0) not null,
  max_cost_wei numeric(78, 0) not null,
  day date not null,
  reserved_at timestamptz not null default now(),
  primary key (project_id, chain_id, sender, nonce)
);

-- A sender's spend of one day, and the usage page's per-sender list.
create index sponsorship_reservations_day_idx on sponsorship_reservations (project_id, day, sender)
