import { useService } from '@keyport/kernel/react'
import { useMemo } from 'react'
import { connectSettingsToken } from '../hooks/connectOptionsToken.ts'
import { isRegistryWalletId } from '../services/registryWalletId.ts'

export type RegistryFilter = { include: string[]; exclude: string[] }

/**
 * The app's include and exclude lists as registry ids the API accepts (an rdns is not one);
 * undefined when an include list has no such id, since it must not widen to every wallet.
 */
export function useRegistryFilter(): RegistryFilter | undefined {
  const { walletOptions } = useService(connectSettingsToken)
  return useMemo(() => {
    const { includeWalletIds = [], excludeWalletIds = [] } = walletOptions
    const include = includeWalletIds.filter(isRegistryWalletId)
    if (includeWalletIds.length > 0 && include.length === 0) return undefined
    return { include, exclude: excludeWalletIds.filter(isRegistryWalletId) }
  }, [walletOptions])
}
