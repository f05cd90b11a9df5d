import { useService } from '@keyport/kernel/react'
import { useEffect, useState } from 'react'
import { walletRegistryToken } from '../tokens.ts'
import { useRegistryFilter } from './useRegistryFilter.ts'

/**
 * How many wallets All Wallets would list (the app's include and exclude lists applied), asked
 * once with a one-entry page; undefined until known, or when the registry is off or fails.
 */
export function useRegistryCount(enabled: boolean): number | undefined {
  const registry = useService(walletRegistryToken)
  const filter = useRegistryFilter()
  const [count, setCount] = useState<number>()
  useEffect(() => {
    if (!enabled || registry.available === false) return
    if (!filter) return setCount(0)
    let live = true
    registry.list({ page: 1, entries: 1, ...filter }).then(
      (page) => live && setCount(page.count),
      () => {},
    )
    return () => {
      live = false
    }
  }, [enabled, registry, filter])
  return count
}

/** A count for a badge: exact under ten, then rounded down to tens with a plus ("430+"). */
export function formatWalletCount(count: number): string {
  return count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`
}
