import { describe, expect, test } from 'vitest'
import { personalSign } from './personalSign.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const signature = `0x${'1b'.repeat(65)}`

describe('personalSign', () => {
  test('behavior: sends the message as UTF-8 hex with the address, as wallets expect', async () => {
    const calls: unknown[] = []
    const provider = {
      request: async (args: unknown) => {
        calls.push(args)
        return signature
      },
    }
    expect(await personalSign(provider, { message: 'Hi é', address })).toBe(signature)
    expect(calls).toEqual([{ method: 'personal_sign', params: ['0x486920c3a9', address] }])
  })

  test.each([null, '0x', '0x1234', 'not hex', { signature }])(
    'behavior: an answer %j is refused as not a signature',
    async (answer) => {
      const provider = { request: async () => answer }
      await expect(personalSign(provider, { message: 'm', address })).rejects.toMatchObject({
        name: 'SiwxSignatureInvalidError',
        shortMessage: 'The wallet did not return a valid signature. Try again.',
      })
    },
  )

  test('behavior: the wallet error passes through unchanged (its code decides "declined")', async () => {
    const declined = Object.assign(new Error('User rejected'), { code: 4001 })
    const provider = {
      request: async () => {
        throw declined
      },
    }
    await expect(personalSign(provider, { message: 'm', address })).rejects.toBe(declined)
  })
})
