-- Analytics (Order 17): the modal's tracked events, per project, as the app's own data API
-- receives them (POST /v1/events). Properties are a small flat object already scrubbed of
-- emails, codes, tokens and addresses (docs/decisions/0016-analytics-events.md).
create table analytics_events (
  id bigint generated always as identity primary key,
  project_id text not null references projects (id),
  session_id uuid,
  name text not null,
  properties jsonb not null default '{}',
  occurred_at timestamptz not null,
  received_at timestamptz not null default now()
);

-- GET /v1/events reads a project's newest first, optionally of one event name.
create index analytics_events_project_idx on analytics_events (project_id, id desc);
create index analytics_events_project_name_idx on analytics_events (project_id, name, id desc)
