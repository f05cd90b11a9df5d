-- A device is approved with the key it logged in with, not only the id it claims (issue 37): a
-- login started with another key under a known device id is a new device, which gets the emailed
-- approval (the custodian's, for a wallet) before its code. Rows of before have no key: such a
-- device is approved again at its next login.
alter table frame_devices add column device_key_sha256 text;
