-- What a Farcaster sign-in is for: 'login' (the app's modal) or 'export' (the frame's export
-- window, which polls it itself; its session never goes to the app).
alter table frame_farcaster_logins add column purpose text not null default 'login';
