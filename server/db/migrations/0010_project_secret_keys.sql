-- Order 20: reading a project's analytics (GET /v1/events) needs the project's secret key, not
-- the public project id every page carries. Only the key's SHA-256 (hex) is stored.
alter table projects add column secret_key_sha256 text;

-- The dev fixture: keyport-dev's secret key is 'sk_dev_keyport_local_only' (README, docs/deploy.md).
-- A real project's key is made with `openssl rand -hex 32` and only its hash is written here.
update projects
set secret_key_sha256 = 'd6878a569696a68f035e5fea1203ab0784fa4b517a56f06bd671672bd15c69d1'
where id = 'keyport-dev';

-- Retention deletes by age across projects.
create index analytics_events_received_idx on analytics_events (received_at);
