-- Every login flow is bound to the frame's device key from its start (docs/security.md, "Keys"):
-- the key comes with /v1/email/start, /v1/social/start and /v1/farcaster/start, and the session
-- the flow opens can be bound to that key only. A code, callback URL or Farcaster result that
-- another party finishes opens a session nobody else can bind.
alter table frame_email_codes add column device_public_key text;
alter table frame_oauth_states add column device_public_key text;
alter table frame_farcaster_logins add column device_public_key text;
alter table frame_sessions add column login_device_key text;
