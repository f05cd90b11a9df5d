import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

const base: SiwxMessageData = {
  domain: 'app.example',
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:8453',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'Zx81bQ0pLm2',
  issuedAt: '2026-01-01T10:00:00.000Z',
}

const viemMessage = createSiweMessage({
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 1,
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/',
  version: '1',
  nonce: 'abcdef0123456789',
  issuedAt: new Date('2026-02-03T04:05:06.007Z'),
  expirationTime: new Date('2026-02-10T04:05:06.007Z'),
  statement: 'Sign in with your wallet.',
  resources: ['https://localhost:5173/terms'],
})

describe('parseSiwxMessage', () => {
  test.each<[string, SiwxMessageData]>([
    ['the required fields only', base],
    [
      'every optional field',
      {
        ...base,
        statement: 'I accept the terms.',
        expirationTime: '2026-01-08T10:00:00Z',
        notBefore: '2026-01-01T10:00:00+02:00',
        requestId: '',
        resources: ['https://app.example/terms', 'ipfs://bafybeigdyrzt'],
        scheme: 'https',
      },
    ],
    [
      'a Solana account',
      {
        ...base,
        accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      },
    ],
    [
      'a namespace without a known name',
      { ...base, accountAddress: 'acct-1', chainId: 'hedera:mainnet' },
    ],
  ])('behavior: reads back what formatSiwxMessage wrote, with %s', (_, data) => {
    expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual({ success: true, data })
  })

  test('behavior: reads a message viem wrote, agreeing with viem on every field', () => {
    const parsed = parseSiwxMessage(viemMessage)
    const viem = parseSiweMessage(viemMessage)
    expect(parsed).toEqual({
      success: true,
      data: {
        domain: viem.domain,
        accountAddress: viem.address,
        chainId: `eip155:${viem.chainId}`,
        statement: viem.statement,
        uri: viem.uri,
        version: '1',
        nonce: viem.nonce,
        issuedAt: viem.issuedAt?.toISOString(),
        expirationTime: viem.expirationTime?.toISOString(),
        resources: viem.resources,
      },
    })
  })

  const solanaMessage = formatSiwxMessage({
    ...base,
    accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  })
  test.each<[string, string, string]>([
    ['an empty text', '', 'line 1: expected'],
    [
      'a Solana message signed by a 0x account',
      solanaMessage.replace(
        'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      ),
      'a solana account must be a base58 public key',
    ],
    [
      'a Solana message on a network named by a word',
      solanaMessage.replace('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'mainnet'),
      'a solana chain id must be',
    ],
    ['a plain request', 'Please sign in', 'line 1: expected'],
    ['CR LF line breaks', viemMessage.replaceAll('\n', '\r\n'), 'LF line breaks'],
    ['no address', viemMessage.split('\n').slice(0, 1).join('\n'), 'line 2: expected the account'],
    [
      'a missing Version line',
      viemMessage.replace(/\nVersion: 1/, ''),
      "line 7: expected 'Version: …'",
    ],
    [
      'a line after the last field',
      `${viemMessage}\nBonus: yes`,
      "line 14: unexpected 'Bonus: yes'",
    ],
    [
      'fields out of order',
      viemMessage.replace(/(Nonce: \w+)\n(Issued At: .+)/, '$2\n$1'),
      "expected 'Nonce: …'",
    ],
    [
      'a statement over two lines',
      viemMessage.replace('Sign in with', 'Sign\nin with'),
      'line 5: expected an empty line',
    ],
    ['a bad nonce', viemMessage.replace('abcdef0123456789', 'abc-def'), 'nonce must be'],
    [
      'a bad date',
      viemMessage.replace('2026-02-03T04:05:06.007Z', '3 Feb 2026'),
      'issuedAt must be',
    ],
    [
      'a short address',
      viemMessage.replace('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x7099'),
      'an eip155 account',
    ],
  ])('behavior: %s is refused with the reason', (_, message, reason) => {
    const parsed = parseSiwxMessage(message)
    expect(parsed.success).toBe(false)
    expect(parsed.success ? '' : parsed.error).toContain(reason)
  })
})
