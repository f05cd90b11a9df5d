import type { KeyportStorage } from './Storage'
import { storageKeys } from './storageKeys'

/** Spec section 9: the chain id answered when none is stored. */
const DEFAULT_CHAIN_ID = 1

/**
 * The chain last used, from storage (`last_used_chain`), or 1 when none is stored: what the
 * secure frame opens on and what the embedded wallet answers chain id requests with.
 *
 * @example
 * storedChainId(storage) // 1 on a fresh page
 */
export function storedChainId(storage: KeyportStorage): number {
  const value = Number(storage.getItem(storageKeys.LAST_USED_CHAIN))
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CHAIN_ID
}
