create table projects (
  id text primary key,
  name text not null,
  created_at timestamptz not null default now()
);

-- The dev fixture of DESIGN.md section 1: the local stack accepts this project id.
insert into projects (id, name) values ('keyport-dev', 'Keyport local development');
