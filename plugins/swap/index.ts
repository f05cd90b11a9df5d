import { accountDataToken, connectionToken } from '@keyport/connect'
import {
  busToken,
  clockToken,
  dataApiToken,
  definePlugin,
  lazyService,
  type Plugin,
  type PluginContext,
  provide,
} from '@keyport/kernel'
import { SWAP_SLIPPAGE_TOLERANCE } from './slippage.ts'
import { type SwapServiceLoader, swapServiceToken } from './tokens.ts'

export type SwapPluginParameters = {
  /**
   * The slippage tolerance of conversions, in percent.
   * @default 1 (spec §9)
   */
  slippage?: number
}

/**
 * The 'swap' plugin: the Swap, SwapSelectToken and SwapPreview views over the data API's convert
 * endpoints (quotes as you type, allowance, approve, the swap built by the API and sent by the
 * connected wallet), on spec §9's swap networks. Its code loads when a swap view opens.
 *
 * @example
 * createKeyport({ apiUrl, projectId, plugins: [connectPlugin({ networks }), swapPlugin()] })
 */
export function swapPlugin({
  slippage = SWAP_SLIPPAGE_TOLERANCE,
}: SwapPluginParameters = {}): Plugin {
  if (!(slippage >= 0 && slippage <= 50))
    throw new TypeError(`swapPlugin({ slippage }) is a percentage from 0 to 50, got ${slippage}.`)
  return definePlugin({
    id: 'swap',
    requires: ['connect'],
    // Loaded with the modal, in its language only: every text of this plugin shows inside it.
    translations: () => import('./translations.ts').then((m) => m.swapTranslations),
    // Its views and Account-view action load with the modal.
    modal: () => import('./modal.ts').then((part) => part.swapModal),
    services: [provide(swapServiceToken, (context) => lazySwapService(context, slippage))],
    setup: ({ resolve }) => {
      const loader = resolve(swapServiceToken)
      return () => loader.dispose()
    },
  })
}

/** One service per kernel, created on the first `load()`, from code loaded only then. */
const lazySwapService = (context: PluginContext, slippage: number): SwapServiceLoader =>
  lazyService(async () => {
    const [{ createSwapService }, { createSwapApi }] = await Promise.all([
      import('./services/createSwapService.ts'),
      import('./services/createSwapApi.ts'),
    ])
    return createSwapService({
      api: createSwapApi(context.resolve(dataApiToken)),
      connection: context.resolve(connectionToken),
      accountData: context.resolve(accountDataToken),
      clock: context.resolve(clockToken),
      bus: context.resolve(busToken),
      slippage,
      appOptions: context.options,
    })
  })

export { swapNetworkIds } from './constants.ts'
export {
  GasPriceNetworkUnsupportedError,
  SwapAmountInvalidError,
  SwapInsufficientBalanceError,
  SwapInsufficientLiquidityError,
  SwapNetworkUnsupportedError,
  SwapRejectedError,
  SwapRequestFailedError,
  SwapTransactionFailedError,
  SwapWalletMissingError,
} from './errors.ts'
export type { SwapReview } from './services/createSwapExecution.ts'
export type { SwapService, SwapState } from './services/createSwapService.ts'
export { SWAP_SLIPPAGE_TOLERANCE } from './slippage.ts'
export { type SwapServiceLoader, swapServiceToken } from './tokens.ts'
