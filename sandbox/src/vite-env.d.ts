interface ImportMetaEnv {
  /** The data API, e.g. 'http://127.0.0.1:4000'. */
  readonly VITE_KEYPORT_API_URL?: string
  /** The WalletConnect relay, e.g. 'ws://127.0.0.1:4001'. */
  readonly VITE_KEYPORT_RELAY_URL?: string
}
