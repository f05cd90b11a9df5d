import type { WalletFeature } from '@keyport/kernel'
import { useKernel, useObservable } from '@keyport/kernel/react'
import { walletFeatureViews } from './walletFeatureViews.ts'

/**
 * The wallet feature buttons to show, in `walletFeaturesOrder`: only features whose flag is on,
 * whose plugin is installed and whose view is registered.
 */
export function useWalletFeatures(): { feature: WalletFeature; view: string }[] {
  const { flags, plugins, router } = useKernel()
  const values = useObservable(flags.flags$, () => flags.all)
  return values.walletFeaturesOrder.flatMap((feature) => {
    const { plugin, view } = walletFeatureViews[feature]
    if (!values[feature] || !plugins.includes(plugin)) return []
    try {
      router.definition(view as 'Connect')
    } catch {
      return []
    }
    return [{ feature, view }]
  })
}
