import { describe, expect, test } from 'vitest'
import { type CallFrame, internalTransferIndex, internalTransfers } from './internalTransfers.ts'

const user = '0x00000000000000000000000000000000000A11CE'
const account = '0x0000000000000000000000000000000000AC0C07'
const bob = '0x0000000000000000000000000000000000000B0B'
const carol = '0x00000000000000000000000000000000000CA401'
const hash = `0x${'AB'.repeat(32)}`

const call = (fields: Partial<CallFrame>): CallFrame => ({
  type: 'CALL',
  from: account,
  to: bob,
  value: '0x0',
  ...fields,
})
const traced = (result: CallFrame) => internalTransfers([{ txHash: hash, result }])

describe('internalTransfers', () => {
  test('behavior: a smart account forwarding ether is one native transfer from the account', () => {
    const top = call({ from: user, to: account, calls: [call({ value: '0x2710' })] })
    expect(traced(top).get(hash.toLowerCase())).toEqual([
      {
        logIndex: 2 ** 30,
        kind: 'native',
        tokenAddress: null,
        tokenId: null,
        from: account.toLowerCase(),
        to: bob.toLowerCase(),
        amount: 10_000n,
      },
    ])
  })

  test('behavior: the top frame is the transaction value, already stored; nested calls take 2^30 and up in call order', () => {
    const top = call({
      from: user,
      to: account,
      value: '0x5',
      calls: [
        call({ value: '0x1', calls: [call({ from: bob, to: carol, value: '0x2' })] }),
        call({ to: carol, value: '0x3' }),
      ],
    })
    expect(
      traced(top)
        .get(hash.toLowerCase())
        ?.map((t) => [t.logIndex, t.to, t.amount]),
    ).toEqual([
      [internalTransferIndex(0), bob.toLowerCase(), 1n],
      [internalTransferIndex(1), carol.toLowerCase(), 2n],
      [internalTransferIndex(2), carol.toLowerCase(), 3n],
    ])
  })

  test('behavior: failed frames and their children, zero values, delegate and static calls move nothing', () => {
    const top = call({
      from: user,
      to: account,
      calls: [
        call({ value: '0x1', error: 'execution reverted', calls: [call({ value: '0x2' })] }),
        call({ value: '0x0' }),
        call({ type: 'DELEGATECALL', value: '0x7' }),
        call({ type: 'STATICCALL' }),
        call({ type: 'CALLCODE', value: '0x8' }),
      ],
    })
    expect(traced(top).get(hash.toLowerCase())).toEqual([])
  })

  test('behavior: a reverted transaction moved nothing; a created contract and a selfdestruct did', () => {
    const reverted = call({
      from: user,
      to: account,
      error: 'out of gas',
      calls: [call({ value: '0x1' })],
    })
    expect(traced(reverted).get(hash.toLowerCase())).toBeUndefined()
    const top = call({
      from: user,
      to: account,
      calls: [
        call({ type: 'CREATE2', to: carol, value: '0x4' }),
        call({ type: 'SELFDESTRUCT', from: carol, to: bob, value: '0x4' }),
      ],
    })
    expect(
      traced(top)
        .get(hash.toLowerCase())
        ?.map((t) => [t.from, t.to]),
    ).toEqual([
      [account.toLowerCase(), carol.toLowerCase()],
      [carol.toLowerCase(), bob.toLowerCase()],
    ])
  })
})
