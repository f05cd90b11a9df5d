interface ImportMetaEnv {
  readonly VITE_KEYPORT_API_URL?: string
  readonly VITE_KEYPORT_RELAY_URL?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
