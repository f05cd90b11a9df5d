/**
 * The fixed browser storage keys from the spec. The storage adds its prefix, so
 * `SESSION_TOKEN` lives at `@keyport/session_token`.
 *
 * @example
 * storage.setItem(storageKeys.LAST_USED_CHAIN, 'eip155:1')
 */
export const storageKeys = {
  SESSION_TOKEN: 'session_token',
  EMAIL_LOGIN_USED: 'email_login_used',
  LAST_USED_CHAIN: 'last_used_chain',
  LAST_EMAIL_LOGIN_TIME: 'last_email_login_time',
  EMAIL: 'email',
  PREFERRED_ACCOUNT_TYPE: 'preferred_account_type',
  SMART_ACCOUNT_ENABLED: 'smart_account_enabled',
  /** Holds the network ids as one comma-separated string. */
  SMART_ACCOUNT_ENABLED_NETWORKS: 'smart_account_enabled_networks',
  SOCIAL_USERNAME: 'social_username',
} as const

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]
