import { custom } from 'viem'
import { describe, expect, it } from 'vitest'
import { callGasWithMargin, withCallGasMargin } from './withCallGasMargin.ts'

const estimate = {
  callGasLimit: '0x30d40', // 200,000
  verificationGasLimit: '0x186a0',
  preVerificationGas: '0xc350',
}

function answering(result: unknown) {
  const seen: string[] = []
  const transport = withCallGasMargin(
    custom({
      async request({ method }: { method: string }) {
        seen.push(method)
        return result
      },
    }),
  )
  return { request: transport({ retryCount: 0 }).request, seen }
}

describe('withCallGasMargin', () => {
  it('adds a quarter and 30,000 gas to the call gas of an estimate, and keeps the rest', async () => {
    const { request } = answering(estimate)
    const answer = await request({ method: 'eth_estimateUserOperationGas', params: [] } as never)
    expect(answer).toEqual({ ...estimate, callGasLimit: `0x${(280_000).toString(16)}` })
    expect(callGasWithMargin(200_000n)).toBe(280_000n)
  })

  it('passes every other answer through unchanged', async () => {
    const { request, seen } = answering(estimate)
    expect(await request({ method: 'eth_chainId' } as never)).toBe(estimate)
    expect(seen).toEqual(['eth_chainId'])
  })

  it('leaves an answer without a call gas limit alone', async () => {
    const { request } = answering({ error: 'no estimate' })
    expect(await request({ method: 'eth_estimateUserOperationGas', params: [] } as never)).toEqual({
      error: 'no estimate',
    })
  })
})
