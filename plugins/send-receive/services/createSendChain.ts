import { type ChainRpcUrlsParameters, chainRpcUrls, getChainClient } from '@keyport/connect'
import { type AccountCodeKind, accountCodeKind } from '@keyport/kernel/chain'
import { createClient, custom } from 'viem'
import {
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  getCode,
  getGasPrice,
  readContract,
  waitForTransactionReceipt,
} from 'viem/actions'
import type { TransferCall } from './buildTransferCall.ts'
import { erc20TransferAbi } from './erc20TransferAbi.ts'

/** What a transaction will cost at most: `total` = `gas` × the highest price per gas. */
export type SendFee = { gas: bigint; total: bigint } & (
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint }
)

/** The chain reads a send needs. Implemented over viem by `createSendChain`. */
export interface SendChain {
  /** The native balance, or the ERC-20 balance of `token`, in the smallest unit. */
  balanceOf(owner: `0x${string}`, token?: `0x${string}`): Promise<bigint>
  /** Estimates gas on chain and prices it with the current fees. */
  estimateFee(call: TransferCall & { from: `0x${string}` }): Promise<SendFee>
  /** Waits until the transaction is mined. */
  waitForReceipt(hash: `0x${string}`): Promise<{ reverted: boolean; blockNumber: bigint }>
  /**
   * What the recipient is by its code: an account, an EIP-7702 delegated account (an account with
   * a delegate, not a contract) or a contract. Optional: a chain without it shows no note.
   */
  recipientKind?(address: `0x${string}`): Promise<AccountCodeKind>
}

export type CreateSendChainParameters = {
  /**
   * The network and the data API: reads go over the network's RPC URLs and the data API's RPC
   * endpoint, ranked (`getChainClient`, the client every plugin shares).
   */
  rpc?: ChainRpcUrlsParameters
  /** Used when there is no RPC URL at all: the wallet forwards the reads. */
  provider?: Parameters<typeof custom>[0]
  /** For the wallet's provider only. @default 500 */
  pollingIntervalMs?: number
}

/**
 * Creates the chain reads of a send over the network's RPC URLs and the data API's (or, without
 * any, the wallet's provider). Only the viem actions used are imported, so the send views stay
 * small.
 *
 * @example
 * const chain = createSendChain({ rpc: { network, apiUrl, projectId } })
 * const fee = await chain.estimateFee({ from, to, value: 10n ** 16n })
 */
export function createSendChain({
  rpc,
  provider,
  pollingIntervalMs = 500,
}: CreateSendChainParameters): SendChain {
  const hasUrls = rpc !== undefined && chainRpcUrls(rpc).length > 0
  if (!hasUrls && !provider) throw new TypeError('createSendChain needs an RPC URL or a provider.')
  const client = hasUrls
    ? getChainClient(rpc)
    : createClient({
        transport: custom(provider as Parameters<typeof custom>[0]),
        pollingInterval: pollingIntervalMs,
      })
  return {
    balanceOf: (owner, token) =>
      token
        ? readContract(client, {
            address: token,
            abi: erc20TransferAbi,
            functionName: 'balanceOf',
            args: [owner],
          })
        : getBalance(client, { address: owner }),
    recipientKind: async (address) => accountCodeKind(await getCode(client, { address })),
    async estimateFee({ from, to, value, data }) {
      const [gas, fees] = await Promise.all([
        estimateGas(client, { account: from, to, value, data }),
        // A chain without EIP-1559 (no base fee) is priced by eth_gasPrice.
        estimateFeesPerGas(client, { chain: null, type: 'eip1559' }).catch(() => undefined),
      ])
      if (fees) return { type: 'eip1559', gas, total: gas * fees.maxFeePerGas, ...fees }
      const gasPrice = await getGasPrice(client)
      return { type: 'legacy', gas, gasPrice, total: gas * gasPrice }
    },
    async waitForReceipt(hash) {
      const receipt = await waitForTransactionReceipt(client, { hash, timeout: 120_000 })
      return { reverted: receipt.status === 'reverted', blockNumber: receipt.blockNumber }
    },
  }
}
