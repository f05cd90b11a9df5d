import { describe, expect, test, vi } from 'vitest'
import { NamesError, SignatureDeclinedError } from '../errors.ts'
import { signRegistrationMessage } from './signRegistrationMessage.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const signature = `0x${'ab'.repeat(65)}`
const sign = (answer: () => Promise<unknown>, message = '{"name":"é"}') => {
  const provider = { request: vi.fn(answer) }
  return { provider, signing: signRegistrationMessage({ provider, address, message }) }
}

describe('signRegistrationMessage', () => {
  test('behavior: asks personal_sign with the UTF-8 message in hex and the address', async () => {
    const { provider, signing } = sign(async () => signature)
    expect(await signing).toBe(signature)
    expect(provider.request).toHaveBeenCalledWith({
      method: 'personal_sign',
      params: ['0x7b226e616d65223a22c3a9227d', address],
    })
  })

  test('behavior: a refusal (4001) is "Signature declined"', async () => {
    const { signing } = sign(async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    })
    const error = await signing.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect((error as SignatureDeclinedError).shortMessage).toBe('Signature declined')
  })

  test('behavior: another wallet failure passes through unchanged', async () => {
    const failure = new Error('wallet crashed')
    await expect(sign(async () => Promise.reject(failure)).signing).rejects.toBe(failure)
  })

  test.each([
    undefined,
    42,
    '0x',
    `0x${'ab'.repeat(30)}`,
    `0x${'zz'.repeat(65)}`,
    `ab${'ab'.repeat(65)}`,
  ])(
    'behavior: the answer %j is not a signature (spec §5: 0x and at least 62 hex characters)',
    async (answer) => {
      const error = await sign(async () => answer).signing.catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(NamesError)
      expect((error as NamesError).code).toBe('signatureInvalid')
    },
  )
})
