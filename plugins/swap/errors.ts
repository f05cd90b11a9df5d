import { KeyportError } from '@keyport/kernel'

const pluginId = 'swap'

/** Spec §8: thrown by every swap call on a chain that is not a swap network. */
export class SwapNetworkUnsupportedError extends KeyportError {
  override name = 'SwapNetworkUnsupportedError' as const
  /** `details` is the data API's reason when it refused the chain. */
  constructor(chainId: number | undefined, details?: string) {
    super('Network not supported for Swaps', {
      details:
        details ??
        `Chain ${chainId ?? 'unknown'} is not one of the swap networks; switch network to swap.`,
      pluginId,
    })
  }
}

/** Spec §8: thrown by the gas-price call on a chain that is not a swap network. */
export class GasPriceNetworkUnsupportedError extends KeyportError {
  override name = 'GasPriceNetworkUnsupportedError' as const
  /** `details` is the data API's reason when it refused the chain. */
  constructor(chainId: number | undefined, details?: string) {
    super('Network not supported for Gas Price', {
      details: details ?? `Chain ${chainId ?? 'unknown'} is not one of the swap networks.`,
      pluginId,
    })
  }
}

/** The amount typed cannot be swapped as it is; `shortMessage` says what to type instead. */
export class SwapAmountInvalidError extends KeyportError {
  override name = 'SwapAmountInvalidError' as const
  constructor(shortMessage: string, details?: string) {
    super(shortMessage, { details, pluginId })
  }
}

/** The account holds less of a token than the swap (or its network fee) needs. */
export class SwapInsufficientBalanceError extends KeyportError {
  override name = 'SwapInsufficientBalanceError' as const
  constructor(shortMessage: string, details: string) {
    super(shortMessage, { details, pluginId })
  }
}

/** The pools cannot give anything for this pair and amount. */
export class SwapInsufficientLiquidityError extends KeyportError {
  override name = 'SwapInsufficientLiquidityError' as const
  constructor(details?: string, cause?: unknown) {
    super('Insufficient liquidity', { details, cause, pluginId })
  }
}

/** A call to the data API's convert endpoints failed for another reason; `shortMessage` is its. */
export class SwapRequestFailedError extends KeyportError {
  override name = 'SwapRequestFailedError' as const
  constructor(shortMessage: string, cause?: unknown) {
    super(shortMessage, { cause, pluginId })
  }
}

/** The wallet declined the approval or the swap (EIP-1193 code 4001). */
export class SwapRejectedError extends KeyportError {
  override name = 'SwapRejectedError' as const
  constructor(cause?: unknown) {
    super('You declined the transaction in your wallet.', { cause, pluginId })
  }
}

/** The wallet sent the transaction but it failed, or it could not be sent at all. */
export class SwapTransactionFailedError extends KeyportError {
  override name = 'SwapTransactionFailedError' as const
  constructor(shortMessage: string, details?: string, cause?: unknown) {
    super(shortMessage, { details, cause, pluginId })
  }
}

/** No wallet is connected (or it went away) while swapping. */
export class SwapWalletMissingError extends KeyportError {
  override name = 'SwapWalletMissingError' as const
  constructor() {
    super('Connect a wallet to swap.', { pluginId })
  }
}
