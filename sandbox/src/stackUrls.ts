/**
 * Where the sandbox finds the local stack. `npm start` passes each URL as a `VITE_KEYPORT_*`
 * variable (server/stack/services.ts), so a stack on other ports or hosts needs no code change.
 */
export const stackUrls = {
  api: import.meta.env.VITE_KEYPORT_API_URL ?? 'http://127.0.0.1:4000',
  relay: import.meta.env.VITE_KEYPORT_RELAY_URL ?? 'ws://127.0.0.1:4001',
  frame: import.meta.env.VITE_KEYPORT_FRAME_URL ?? 'http://127.0.0.1:5174',
  mail: import.meta.env.VITE_KEYPORT_MAIL_URL ?? 'http://127.0.0.1:1080',
}
