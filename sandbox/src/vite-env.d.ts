interface ImportMetaEnv {
  /** The data API, e.g. 'http://127.0.0.1:4000'. */
  readonly VITE_KEYPORT_API_URL?: string
  /** The WalletConnect relay, e.g. 'ws://127.0.0.1:4001'. */
  readonly VITE_KEYPORT_RELAY_URL?: string
  /** The secure frame site, e.g. 'http://127.0.0.1:5174'. */
  readonly VITE_KEYPORT_FRAME_URL?: string
  /** The mail catcher's HTTP API, e.g. 'http://127.0.0.1:1080' (the dev inbox reads it). */
  readonly VITE_KEYPORT_MAIL_URL?: string
}
