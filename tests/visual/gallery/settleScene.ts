import type { Kernel } from '@keyport/kernel'
import { namesServiceToken } from '@keyport/names'
import { onrampServiceToken } from '@keyport/onramp'
import { swapServiceToken } from '@keyport/swap'
import { galleryNetworks } from './fixtures.ts'

/**
 * Brings a view's services to the state its screenshot shows, through their public methods:
 * a swap of 1 ETH to USDC with its quote, an on-ramp amount, a purchase under way, a
 * name searched and one registered. Views not listed need nothing.
 */
export async function settleScene(
  view: string,
  kernel: Kernel & { clock: { advance(ms: number): void } },
) {
  if (view === 'Swap' || view === 'SwapPreview' || view === 'SwapSelectToken') {
    const swap = await kernel.resolve(swapServiceToken).load()
    await swap.load()
    const usdc = swap.state.tokens.find((token) => token.symbol === 'USDC')
    if (usdc) swap.selectToken('to', usdc)
    swap.setAmount('1')
    kernel.clock.advance(1)
    if (view === 'SwapPreview') await swap.review()
  }
  if (view.startsWith('OnRamp') || view === 'BuyInProgress') {
    const onramp = await kernel.resolve(onrampServiceToken).load()
    await onramp.load()
    onramp.setAmount('100')
    kernel.clock.advance(1)
    // The checkout opened in another tab; the view waits for the purchase to land.
    if (view === 'BuyInProgress') await onramp.buy('keyport-pay')
  }
  if (view === 'RegisterAccountName' || view === 'RegisterAccountNameSuccess') {
    const names = await kernel.resolve(namesServiceToken).load()
    names.search.search('adalove')
    kernel.clock.advance(1_000)
    if (view === 'RegisterAccountNameSuccess')
      await names.registration.register('adalove1', galleryNetworks[0])
  }
}
