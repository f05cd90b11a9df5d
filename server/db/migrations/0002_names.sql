-- The name service (spec section 7 profile endpoints): one row per registered name under the
-- keyport.id zone. Names are stored lower-case and in full ('alice.keyport.id'), so the unique
-- index is the registry's "already registered" rule.
create table names (
  name text primary key,
  address text not null,
  coin_type bigint not null,
  attributes jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Reverse lookups and identity search by address, whatever case the caller used.
create index names_address_idx on names (lower(address), created_at desc);
