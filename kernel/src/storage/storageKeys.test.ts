import { describe, expect, test } from 'vitest'
import { storageKeys } from './storageKeys'

describe('storageKeys', () => {
  test('behavior: holds the nine spec keys, each unique', () => {
    expect(storageKeys).toEqual({
      SESSION_TOKEN: 'session_token',
      EMAIL_LOGIN_USED: 'email_login_used',
      LAST_USED_CHAIN: 'last_used_chain',
      LAST_EMAIL_LOGIN_TIME: 'last_email_login_time',
      EMAIL: 'email',
      PREFERRED_ACCOUNT_TYPE: 'preferred_account_type',
      SMART_ACCOUNT_ENABLED: 'smart_account_enabled',
      SMART_ACCOUNT_ENABLED_NETWORKS: 'smart_account_enabled_networks',
      SOCIAL_USERNAME: 'social_username',
    })
    expect(new Set(Object.values(storageKeys)).size).toBe(9)
  })
})
