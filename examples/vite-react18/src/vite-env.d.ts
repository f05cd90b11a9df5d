/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The project id the data API and relay accept; `keyport-dev` on the local stack. */
  readonly VITE_KEYPORT_PROJECT_ID?: string
  /** The data API, e.g. 'http://127.0.0.1:4000'. */
  readonly VITE_KEYPORT_API_URL?: string
  /** The WalletConnect relay, e.g. 'ws://127.0.0.1:4001'. */
  readonly VITE_KEYPORT_RELAY_URL?: string
  /** The secure frame site, e.g. 'http://127.0.0.1:5174'. */
  readonly VITE_KEYPORT_FRAME_URL?: string
}
