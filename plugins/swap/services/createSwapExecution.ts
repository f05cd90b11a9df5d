import {
  type accountDataToken,
  type connectionToken,
  type Eip1193Provider,
  rpcErrorCode,
  type SendWalletCallsParameters,
  type SendWalletCallsReturnType,
  type WalletCallsSupport,
} from '@keyport/connect'
import { type EventBus, KeyportError, type TokenType } from '@keyport/kernel'
import {
  SwapAmountInvalidError,
  SwapInsufficientBalanceError,
  SwapRejectedError,
  SwapRequestFailedError,
  SwapTransactionFailedError,
  SwapWalletMissingError,
} from '../errors.ts'
import type { SwapToken } from '../schemas.ts'
import { balanceUnits } from './balanceUnits.ts'
import { checkSwap } from './checkSwap.ts'
import type { SwapApi, WalletTransaction } from './createSwapApi.ts'
import type { SwapState } from './createSwapService.ts'
import { formatUnitsExact } from './formatUnitsExact.ts'
import { minimumReceived } from './minimumReceived.ts'
import { priceImpact } from './priceImpact.ts'
import type { SendWalletTransactionParameters } from './sendWalletTransaction.ts'

/** What SwapPreview shows and what the wallet will be asked to sign. */
export type SwapReview = {
  chainId: number
  userAddress: `0x${string}`
  from: SwapToken
  to: SwapToken
  fromAmount: bigint
  /** What the pools give now, before slippage. */
  toAmount: bigint
  /** The least the swap may give: `toAmount` less the slippage tolerance. */
  minimumReceived: bigint
  /** Percent (spec §9: 1). */
  slippage: number
  /** Whole `to` tokens per whole `from` token. */
  rate: number
  /** Percent lost to the pools at market prices; undefined without prices. */
  priceImpact?: number
  /** The chain's standard gas price (`/v1/convert/gas-price`), in wei. */
  gasPrice: bigint
  /** The native coin's USD price, when known. */
  nativeUsd?: number
  /** Gas of the approval (when needed) and the swap, at `gasPrice`. */
  networkFee: { wei: bigint; usd?: number }
  /** True until the exchange may spend `fromAmount` of `from`. */
  needsApproval: boolean
  transaction: WalletTransaction
  /** The wallet batches atomically (EIP-5792): approval and swap go in one request. */
  batch: boolean
  /** The app pays the gas (its `sponsorship`, taken by the wallet): no ETH is needed. */
  sponsored: boolean
}

/**
 * EIP-5792 for external wallets (connect's `walletCallsSupport` and `sendWalletCalls`, with the
 * app's paymaster service). Without it every wallet gets one transaction after another.
 */
type SwapWalletCalls = {
  support(parameters: {
    provider: Eip1193Provider
    address: `0x${string}`
    chainId: number
  }): Promise<WalletCallsSupport>
  send(
    parameters: Omit<SendWalletCallsParameters, 'paymasterUrl'>,
  ): Promise<SendWalletCallsReturnType>
}

export type SwapExecutionState = {
  status: 'idle' | 'reviewing' | 'ready' | 'approving' | 'swapping' | 'done' | 'error'
  review?: SwapReview
  /** What went wrong last; the review stays so the user can try again. */
  error?: KeyportError
  /** The swap's hash once mined. */
  hash?: `0x${string}`
}

/** The parts of the swap state the execution reads. */
type SwapInputs = Pick<
  SwapState,
  'chainId' | 'address' | 'tokens' | 'from' | 'to' | 'amount' | 'quote' | 'execution'
>

export type CreateSwapExecutionParameters = {
  api: SwapApi
  connection: TokenType<typeof connectionToken>
  accountData: TokenType<typeof accountDataToken>
  bus: EventBus
  slippage: number
  read: () => SwapInputs
  update: (patch: Partial<SwapExecutionState>) => void
  /** Called once a swap is mined, to clear the form. */
  done: () => void
  /** Signs, sends and waits for a transaction. @default sendWalletTransaction (viem, loaded on first use) */
  send?: (parameters: SendWalletTransactionParameters) => Promise<`0x${string}`>
  /** Batches and sponsorship through EIP-5792. @default undefined (one transaction at a time) */
  calls?: SwapWalletCalls
}

/** An ERC-20 approve costs about 46k gas; the fee shown before approving uses this. */
const APPROVE_GAS_ESTIMATE = 60_000n

const isNative = (token: SwapToken) => /:0xe{40}$/i.test(token.address)
const whole = (units: bigint, decimals: number) => Number(formatUnitsExact(units, decimals))
const defaultSend: NonNullable<CreateSwapExecutionParameters['send']> = async (parameters) =>
  (await import('./sendWalletTransaction.ts')).sendWalletTransaction(parameters)

/**
 * The review, approval and swap steps. `review` checks again with fresh balances, reads the
 * allowance, gas price and prices, and has the API build the swap; it refuses, before any
 * prompt, an amount the account does not hold or a network fee it cannot pay (none when the app
 * pays the gas). `approve` and `swap` go through the connected wallet and wait for the receipt.
 * A wallet that batches atomically (EIP-5792) gets approval and swap in one `wallet_sendCalls`
 * from `swap`, with the app's paymaster service when it sponsors; one without gets one
 * transaction after another.
 *
 * @example
 * const execution = createSwapExecution({ api, connection, accountData, bus, slippage: 1, read, update, done })
 * if (await execution.review()) await execution.swap()
 */
export function createSwapExecution({
  api,
  connection,
  accountData,
  bus,
  slippage,
  read,
  update,
  done,
  send = defaultSend,
  calls,
}: CreateSwapExecutionParameters) {
  const toError = (error: unknown, fallback: string) =>
    error instanceof KeyportError ? error : new SwapRequestFailedError(fallback, error)
  const nativeOf = (tokens: readonly SwapToken[]) => tokens.find(isNative)

  const assertFee = (review: SwapReview, tokens: readonly SwapToken[]) => {
    const native = nativeOf(tokens)
    if (!native || (review.sponsored && !isNative(review.from))) return
    const held = balanceUnits(accountData.data.balances, native)
    const needed = review.networkFee.wei + (isNative(review.from) ? review.fromAmount : 0n)
    if (needed > held)
      throw new SwapInsufficientBalanceError(
        `Insufficient ${native.symbol} for the network fee`,
        `The swap needs ${formatUnitsExact(needed, native.decimals)} ${native.symbol} with its fee; you have ${formatUnitsExact(held, native.decimals)}.`,
      )
  }

  const fee = (
    transaction: WalletTransaction,
    approval: boolean,
    gasPrice: bigint,
    nativeUsd?: number,
  ) => {
    const gas = (transaction.gas ?? 0n) + (approval ? APPROVE_GAS_ESTIMATE : 0n)
    const wei = gas * gasPrice
    return { wei, usd: nativeUsd === undefined ? undefined : whole(wei, 18) * nativeUsd }
  }

  let reviewing: Promise<boolean> | undefined
  const review = () => {
    reviewing ??= prepare().finally(() => {
      reviewing = undefined
    })
    return reviewing
  }

  const prepare = async (): Promise<boolean> => {
    update({ status: 'reviewing', error: undefined, review: undefined, hash: undefined })
    try {
      await accountData.refresh({ force: true })
      const inputs = read()
      const { chainId, address: userAddress, from, to, tokens } = inputs
      const balance = from ? balanceUnits(accountData.data.balances, from) : undefined
      const check = checkSwap({ ...inputs, balance })
      if (!check.ok || !from || !to || !userAddress || chainId === undefined)
        throw check.ok
          ? new SwapWalletMissingError()
          : new SwapAmountInvalidError(check.message, check.details)
      const request = { chainId, from, to, amount: check.fromAmount, userAddress }
      const native = nativeOf(tokens)
      // A fresh quote: the API builds amountOutMin from the pools as they are now, so the minimum
      // shown comes from the same moment. The gas price comes first: the quote is asked with it.
      const gasPrice = await api.gasPrice(chainId)
      const [toAmount, allowance, prices] = await Promise.all([
        api.quote({ ...request, gasPrice }),
        isNative(from) ? undefined : api.allowance(request),
        api.prices([from.address, to.address, ...(native ? [native.address] : [])]),
      ])
      const needsApproval = allowance !== undefined && allowance < check.fromAmount
      const transaction = await api.buildSwap({
        ...request,
        slippage,
        disableEstimate: needsApproval,
      })
      const [fromPrice, toPrice, nativePrice] = prices
      const provider = connection.provider()
      const support =
        calls && provider
          ? await calls.support({ provider, address: userAddress, chainId })
          : { atomic: false, sponsored: false }
      const fromWhole = whole(check.fromAmount, from.decimals)
      const toWhole = whole(toAmount, to.decimals)
      const result: SwapReview = {
        chainId,
        userAddress,
        from,
        to,
        fromAmount: check.fromAmount,
        toAmount,
        minimumReceived: minimumReceived(toAmount, slippage),
        slippage,
        rate: toWhole / fromWhole,
        priceImpact: priceImpact({
          fromUsd: fromPrice === undefined ? undefined : fromWhole * fromPrice,
          toUsd: toPrice === undefined ? undefined : toWhole * toPrice,
        }),
        gasPrice,
        nativeUsd: nativePrice,
        networkFee: fee(transaction, needsApproval, gasPrice, nativePrice),
        needsApproval,
        transaction,
        batch: support.atomic,
        sponsored: support.sponsored,
      }
      assertFee(result, tokens)
      update({ status: 'ready', review: result })
      return true
    } catch (error) {
      update({
        status: 'error',
        error: toError(error, 'The swap could not be prepared. Try again.'),
      })
      return false
    }
  }

  const walletFor = (review: SwapReview) => {
    const provider = connection.provider()
    const { status, chainId, address } = connection.state
    if (!provider || status !== 'connected' || address !== review.userAddress)
      throw new SwapWalletMissingError()
    if (chainId !== review.chainId)
      throw new SwapAmountInvalidError('Your wallet switched network. Review the swap again.')
    return provider
  }

  const fail = (current: SwapReview, error: unknown, fallback: string) => {
    const failure = toError(error, fallback)
    update({ status: 'ready', review: current, error: failure })
    bus.emit('swap:failed', { chainId: current.chainId, message: failure.shortMessage })
  }

  const approve = async () => {
    const current = read().execution.review
    if (!current?.needsApproval || read().execution.status !== 'ready') return
    update({ status: 'approving', error: undefined })
    try {
      const provider = walletFor(current)
      const transaction = await api.buildApprove({ ...current, amount: current.fromAmount })
      const hash = await send({ provider, chainId: current.chainId, transaction })
      bus.emit('swap:approved', { chainId: current.chainId, token: current.from.address, hash })
      // Approved: the API can now estimate the swap's real gas.
      const swap = await api.buildSwap({ ...current, amount: current.fromAmount, slippage })
      update({
        status: 'ready',
        review: {
          ...current,
          needsApproval: false,
          transaction: swap,
          networkFee: fee(swap, false, current.gasPrice, current.nativeUsd),
        },
      })
    } catch (error) {
      fail(current, error, 'The approval failed. Try again.')
    }
  }

  // Approval (when needed) and swap as one EIP-5792 batch; resolves with the swap's hash.
  const sendBatch = async (provider: Eip1193Provider, current: SwapReview) => {
    if (!calls) throw new SwapWalletMissingError()
    const approval = current.needsApproval
      ? await api.buildApprove({ ...current, amount: current.fromAmount })
      : undefined
    const batch = [...(approval ? [approval] : []), current.transaction].map(
      ({ to, data, value }) => ({ to, data, value }),
    )
    let hashes: `0x${string}`[]
    try {
      ;({ hashes } = await calls.send({
        provider,
        chainId: current.chainId,
        from: current.userAddress,
        calls: batch,
        support: { atomic: current.batch, sponsored: current.sponsored },
      }))
    } catch (error) {
      if (rpcErrorCode(error) === 4001) throw new SwapRejectedError(error)
      throw new SwapTransactionFailedError(
        'The wallet could not send the swap. Try again.',
        (error as Error).message,
        error,
      )
    }
    const hash = hashes.at(-1)
    if (!hash)
      throw new SwapTransactionFailedError(
        'The swap was sent but is not confirmed yet. Check your activity before trying again.',
      )
    if (approval)
      bus.emit('swap:approved', {
        chainId: current.chainId,
        token: current.from.address,
        hash: hashes[0] ?? hash,
      })
    return hash
  }

  const swap = async (): Promise<`0x${string}` | undefined> => {
    const { execution, tokens } = read()
    const current = execution.review
    const batched = current?.batch && (current.needsApproval || current.sponsored)
    if (!current || (current.needsApproval && !batched) || execution.status !== 'ready')
      return undefined
    update({ status: 'swapping', error: undefined })
    try {
      const provider = walletFor(current)
      const held = balanceUnits(accountData.data.balances, current.from)
      if (current.fromAmount > held)
        throw new SwapInsufficientBalanceError(
          `Insufficient ${current.from.symbol} balance`,
          `You have ${formatUnitsExact(held, current.from.decimals)} ${current.from.symbol}.`,
        )
      assertFee(current, tokens)
      const hash = batched
        ? await sendBatch(provider, current)
        : await send({ provider, chainId: current.chainId, transaction: current.transaction })
      update({ status: 'done', hash })
      bus.emit('swap:succeeded', {
        chainId: current.chainId,
        from: current.from.address,
        to: current.to.address,
        fromAmount: current.fromAmount.toString(),
        toAmount: current.toAmount.toString(),
        hash,
      })
      done()
      void accountData.refresh({ force: true })
      return hash
    } catch (error) {
      fail(current, error, 'The swap failed. Try again.')
      return undefined
    }
  }

  return { review, approve, swap }
}
