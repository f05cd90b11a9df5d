import type { Eip1193Provider } from '@keyport/connect'
import { describe, expect, test } from 'vitest'
import { swapTransaction } from '../testing/fakeSwapDeps.ts'
import { user } from '../testing/swapFixtures.ts'
import { sendWalletTransaction } from './sendWalletTransaction.ts'

const hash = `0x${'cd'.repeat(32)}`

/** A wallet on `chainId` whose transactions are mined at once with `status`. */
function wallet({ chainId = 1, status = '0x1', send = async (): Promise<unknown> => hash } = {}) {
  const calls: { method: string; params: unknown }[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push({ method, params })
      switch (method) {
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'eth_sendTransaction':
          return send()
        case 'eth_blockNumber':
          return '0x10'
        case 'eth_getTransactionReceipt':
          return {
            blockHash: `0x${'11'.repeat(32)}`,
            blockNumber: '0x10',
            contractAddress: null,
            cumulativeGasUsed: '0x5208',
            effectiveGasPrice: '0x3b9aca00',
            from: user,
            gasUsed: '0x5208',
            logs: [],
            logsBloom: `0x${'00'.repeat(256)}`,
            status,
            to: swapTransaction.to,
            transactionHash: hash,
            transactionIndex: '0x0',
            type: '0x2',
          }
        default:
          throw Object.assign(new Error(`unexpected ${method}`), { code: -32601 })
      }
    },
  }
  return { provider, calls }
}

const send = (provider: Eip1193Provider) =>
  sendWalletTransaction({ provider, chainId: 1, transaction: swapTransaction, pollingInterval: 10 })

describe('sendWalletTransaction', () => {
  test('behavior: sends from the user with data, value and gas, then resolves once mined', async () => {
    const { provider, calls } = wallet()
    expect(await send(provider)).toBe(hash)
    const sent = calls.find((c) => c.method === 'eth_sendTransaction')?.params as [
      Record<string, string>,
    ]
    expect(sent[0]).toMatchObject({
      from: user,
      to: swapTransaction.to,
      data: swapTransaction.data,
      value: '0x0',
      gas: '0x30d40',
    })
  })

  test('behavior: a declined prompt (4001) is SwapRejectedError', async () => {
    const { provider } = wallet({
      send: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    await expect(send(provider)).rejects.toMatchObject({
      name: 'SwapRejectedError',
      shortMessage: 'You declined the transaction in your wallet.',
    })
  })

  test('behavior: a wallet on another chain is refused before it prompts', async () => {
    const { provider, calls } = wallet({ chainId: 8453 })
    await expect(send(provider)).rejects.toMatchObject({
      shortMessage: 'Your wallet is on another network. Switch back to swap.',
    })
    expect(calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  })

  test('behavior: a reverted transaction is a failure that names its hash', async () => {
    const { provider } = wallet({ status: '0x0' })
    await expect(send(provider)).rejects.toMatchObject({
      name: 'SwapTransactionFailedError',
      shortMessage: 'The transaction failed on chain. Nothing was swapped; try again.',
      details: `Transaction ${hash} reverted.`,
    })
  })
})
