import { type KeyportStorage, storageKeys } from '@keyport/kernel'

/** Spec section 5: at most one login email per 30 s. */
export const EMAIL_COOLDOWN_MS = 30_000

/**
 * Spec section 4: sign-out or a not-connected answer deletes the cached login flag, email, last
 * chain and social username (and the session token with them).
 */
export function forgetLogin(storage: KeyportStorage) {
  for (const key of [
    storageKeys.EMAIL_LOGIN_USED,
    storageKeys.EMAIL,
    storageKeys.LAST_USED_CHAIN,
    storageKeys.SOCIAL_USERNAME,
    storageKeys.SESSION_TOKEN,
  ])
    storage.removeItem(key)
}
