-- What a social login is for: 'login' (the app's popup) or 'export' (the frame's export window,
-- whose result goes back to /export in the same window, never to the app).
alter table frame_oauth_states add column purpose text not null default 'login';
