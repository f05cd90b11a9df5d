-- The recovery custodian checks a new device for itself (docs/decisions/0008). A social or
-- Farcaster login's nonce is derived from the device key and a salt kept here; the session keeps
-- its login identity (the frame seals its hash with a new wallet's recovery share) and the
-- provider-signed proof (the raw ID token, or the SIWF message and signature, with the salt) that
-- the auth service passes on with a re-seal request.
alter table frame_oauth_states add column nonce_salt text;
alter table frame_farcaster_logins add column nonce_salt text;
alter table frame_sessions add column identity text;
alter table frame_sessions add column login_proof text;
