import { useService } from '@keyport/kernel/react'
import { useEffect, useState } from 'react'
import { isMobileBrowser } from '../services/isMobileBrowser.ts'
import type { RegistryWallet } from '../services/WalletRegistryService.ts'
import { walletRegistryToken } from '../tokens.ts'

/**
 * Registry wallets that open by deep link: the one the user picked (`walletId`), or on a phone
 * the first few that have a mobile link. Nothing is fetched on desktop without a pick.
 */
export function useWalletLinks(walletId: string | undefined): readonly RegistryWallet[] {
  const registry = useService(walletRegistryToken)
  const [wallets, setWallets] = useState<readonly RegistryWallet[]>([])
  useEffect(() => {
    if (!walletId && !isMobileBrowser()) return
    let live = true
    registry.list({ entries: 100 }).then(
      ({ wallets: page }) => {
        if (!live) return
        const linked = page.filter((wallet) => wallet.mobileLink)
        setWallets(
          walletId ? linked.filter((wallet) => wallet.id === walletId) : linked.slice(0, 4),
        )
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [registry, walletId])
  return wallets
}
