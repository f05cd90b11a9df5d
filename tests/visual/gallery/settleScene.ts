import type { Kernel } from '@keyport/kernel'
import { onrampServiceToken } from '@keyport/onramp'
import { swapServiceToken } from '@keyport/swap'

/**
 * Brings a view's services to the state its screenshot shows, through their public methods:
 * a swap amount with its quote, an on-ramp amount. Views not listed need nothing.
 */
export async function settleScene(
  view: string,
  kernel: Kernel & { clock: { advance(ms: number): void } },
) {
  if (view === 'Swap' || view === 'SwapPreview' || view === 'SwapSelectToken') {
    const swap = await kernel.resolve(swapServiceToken).load()
    await swap.load()
    swap.setAmount('1')
    kernel.clock.advance(1)
    if (view === 'SwapPreview') await swap.review()
  }
  if (view.startsWith('OnRamp') || view === 'BuyInProgress') {
    const onramp = await kernel.resolve(onrampServiceToken).load()
    await onramp.load()
    onramp.setAmount('100')
    kernel.clock.advance(1)
  }
}
