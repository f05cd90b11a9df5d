import { accountDataToken, connectionToken } from '@keyport/connect'
import { busToken, clockToken, provide } from '@keyport/kernel'
import { swapServiceToken } from '@keyport/swap'
import { createSwapService } from '../../../../plugins/swap/services/createSwapService.ts'
import { fakeSwapApi } from '../../../../plugins/swap/testing/fakeSwapDeps.ts'
import { settled } from './settled.ts'

/**
 * Swap's real service over the test convert client: the four local tokens, and every quote
 * answered at once with 2,985.5 USDC (or DAI) for the amount. Sending is never reached.
 */
export function gallerySwap() {
  return provide(swapServiceToken, ({ resolve }) => {
    const { api, answerQuotesWith } = fakeSwapApi()
    answerQuotesWith(2_985_500_000n)
    const service = createSwapService({
      api,
      connection: resolve(connectionToken),
      accountData: resolve(accountDataToken),
      clock: resolve(clockToken),
      bus: resolve(busToken),
      // No wait before quoting: the gallery's clock stands still.
      debounceMs: 0,
      send: async () => `0x${'ab'.repeat(32)}`,
    })
    const loaded = settled(service)
    return { load: () => loaded, dispose: () => service.dispose() }
  })
}
