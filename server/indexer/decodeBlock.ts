import {
  type Block,
  decodeEventLog,
  decodeFunctionData,
  type Hex,
  type Log,
  type Transaction,
} from 'viem'
import type { IndexedTransaction, IndexedTransfer } from './IndexedTransaction.ts'
import {
  depositTopic,
  erc20TransferAbi,
  erc721TransferAbi,
  routerToEthAbi,
  swapTopic,
  transferTopic,
  weth9DepositAbi,
  weth9WithdrawalAbi,
  withdrawalTopic,
} from './indexerAbis.ts'

export type DecodeBlockParameters = {
  chainId: number
  block: Pick<Block<bigint, true>, 'number' | 'hash' | 'timestamp'> & {
    transactions: readonly Transaction[]
  }
  /** Receipt facts by lower-case hash. */
  receipts: ReadonlyMap<string, { status: 'success' | 'reverted'; contractAddress?: string | null }>
  /** This block's logs with the indexer's topics (Transfer, Swap, Deposit, Withdrawal). */
  logs: readonly Log[]
  /** Lower-case Uniswap v2 router addresses. */
  routers: ReadonlySet<string>
  /** Lower-case wrapped-native token addresses (WETH9). */
  wrappedNative: ReadonlySet<string>
  /**
   * Ether moved by internal calls, by lower-case hash, from the block's call traces
   * (`internalTransfers`). Given, it replaces the ether legs read from WETH withdrawals.
   * @default undefined: no traces; a router's unwrapped ether is read from the Withdrawal log
   */
  internal?: ReadonlyMap<string, readonly IndexedTransfer[]>
}

const lower = (value: string) => value.toLowerCase()

/**
 * Turns one block, its receipts and its logs into the transactions the indexer stores: the
 * transaction's own value, every ERC-20 and ERC-721 Transfer, a Swap flag, and ether moved by
 * internal calls: from the call traces when given, else only the ether a router forwards after
 * unwrapping WETH (read from the Withdrawal log, since no block or log lists internal calls).
 */
export function decodeBlock({
  chainId,
  block,
  receipts,
  logs,
  routers,
  wrappedNative,
  internal,
}: DecodeBlockParameters): IndexedTransaction[] {
  const logsByHash = new Map<string, Log[]>()
  for (const log of logs) {
    if (!log.transactionHash) continue
    const key = lower(log.transactionHash)
    logsByHash.set(key, [...(logsByHash.get(key) ?? []), log])
  }
  return block.transactions.map((tx) => {
    const hash = lower(tx.hash)
    const receipt = receipts.get(hash)
    const confirmed = receipt?.status !== 'reverted'
    const to = tx.to ? lower(tx.to) : (receipt?.contractAddress?.toLowerCase() ?? null)
    const transfers: IndexedTransfer[] = []
    // A reverted transaction moved nothing, though it still belongs in its sender's history.
    if (confirmed && tx.value > 0n && to)
      transfers.push({
        logIndex: -1,
        kind: 'native',
        tokenAddress: null,
        tokenId: null,
        from: lower(tx.from),
        to,
        amount: tx.value,
      })
    let isSwap = false
    for (const log of logsByHash.get(hash) ?? []) {
      const topic = log.topics[0]
      if (topic === swapTopic) isSwap = true
      else if (topic === transferTopic) {
        const transfer = decodeTransfer(log)
        if (transfer) transfers.push(transfer)
      } else if (wrappedNative.has(lower(log.address))) {
        if (topic === depositTopic) transfers.push(...decodeWrap(log))
        if (topic === withdrawalTopic) {
          const legs = decodeUnwrap(log, tx, routers)
          // The trace has the ether leg already, as the internal call that moved it.
          transfers.push(...(internal ? legs.filter((leg) => leg.kind !== 'native') : legs))
        }
      }
    }
    if (confirmed) transfers.push(...(internal?.get(hash) ?? []))
    return {
      chainId,
      hash,
      blockNumber: block.number ?? 0n,
      blockHash: lower(block.hash ?? '0x'),
      txIndex: tx.transactionIndex ?? 0,
      minedAt: Number(block.timestamp),
      from: lower(tx.from),
      to,
      nonce: tx.nonce,
      status: confirmed ? 'confirmed' : 'failed',
      selector: !tx.to
        ? 'create'
        : tx.input.length >= 10
          ? tx.input.slice(0, 10).toLowerCase()
          : '0x',
      isSwap,
      transfers: transfers.sort((a, b) => a.logIndex - b.logIndex),
    }
  })
}

function decodeTransfer(log: Log): IndexedTransfer | undefined {
  const nft = log.topics.length === 4
  try {
    const { args } = nft
      ? decodeEventLog({ abi: erc721TransferAbi, data: log.data, topics: log.topics as [Hex] })
      : decodeEventLog({ abi: erc20TransferAbi, data: log.data, topics: log.topics as [Hex] })
    if (!args) return undefined
    const amount = 'value' in args ? args.value : 1n
    return {
      logIndex: log.logIndex ?? 0,
      kind: nft ? 'erc721' : 'erc20',
      tokenAddress: lower(log.address),
      tokenId: 'tokenId' in args ? args.tokenId.toString() : null,
      from: lower(args.from),
      to: lower(args.to),
      amount,
    }
  } catch {
    // A contract that emits a Transfer with some other layout: not a token we can describe.
    return undefined
  }
}

/** WETH9 `deposit`: the wrapped tokens come from the contract itself. */
function decodeWrap(log: Log): IndexedTransfer[] {
  try {
    const { args } = decodeEventLog({
      abi: weth9DepositAbi,
      data: log.data,
      topics: log.topics as [Hex],
    })
    if (!args) return []
    const token = lower(log.address)
    return [
      {
        logIndex: log.logIndex ?? 0,
        kind: 'erc20',
        tokenAddress: token,
        tokenId: null,
        from: token,
        to: lower(args.dst),
        amount: args.wad,
      },
    ]
  } catch {
    return []
  }
}

/**
 * WETH9 `withdraw`: the ether leaves in an internal call. Called directly, it goes back to the
 * sender (both legs are stored; the ether leg takes slot -1, free because `withdraw` is not
 * payable). Called by a router, the router forwards it to the `to` of its call.
 */
function decodeUnwrap(log: Log, tx: Transaction, routers: ReadonlySet<string>): IndexedTransfer[] {
  try {
    const { args } = decodeEventLog({
      abi: weth9WithdrawalAbi,
      data: log.data,
      topics: log.topics as [Hex],
    })
    if (!args || !tx.to) return []
    const token = lower(log.address)
    const src = lower(args.src)
    const native = { kind: 'native', tokenAddress: null, tokenId: null, amount: args.wad } as const
    if (routers.has(lower(tx.to)) && src === lower(tx.to)) {
      const call = decodeFunctionData({ abi: routerToEthAbi, data: tx.input })
      const recipient = call.functionName === 'removeLiquidityETH' ? call.args[4] : call.args[3]
      return [{ ...native, logIndex: log.logIndex ?? 0, from: src, to: lower(recipient) }]
    }
    if (lower(tx.to) !== token || src !== lower(tx.from)) return []
    return [
      { ...native, logIndex: -1, from: token, to: src },
      {
        logIndex: log.logIndex ?? 0,
        kind: 'erc20',
        tokenAddress: token,
        tokenId: null,
        from: src,
        to: token,
        amount: args.wad,
      },
    ]
  } catch {
    return []
  }
}
