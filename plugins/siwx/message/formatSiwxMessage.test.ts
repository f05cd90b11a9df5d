import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const base: SiwxMessageData = {
  domain: '127.0.0.1:5173',
  accountAddress: address,
  chainId: 'eip155:1',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

describe('formatSiwxMessage', () => {
  test.each<[string, Partial<SiwxMessageData>]>([
    ['the required fields only', {}],
    ['a statement', { statement: 'Sign in to the Keyport sandbox.' }],
    [
      'every optional field',
      {
        statement: 'Sign in.',
        expirationTime: '2026-01-08T00:00:00.000Z',
        notBefore: '2026-01-01T00:00:00.000Z',
        requestId: 'req-7',
        resources: ['https://app.example/terms', 'ipfs://bafybeigdyrzt'],
        scheme: 'https',
        chainId: 'eip155:8453',
        domain: 'app.example',
        uri: 'https://app.example/login',
      },
    ],
  ])('behavior: for eip155 with %s it is EIP-4361 exactly as viem writes it', (_, change) => {
    const data = { ...base, ...change }
    const viem = createSiweMessage({
      address: data.accountAddress as `0x${string}`,
      chainId: Number(data.chainId.split(':')[1]),
      domain: data.domain,
      uri: data.uri,
      version: '1',
      nonce: data.nonce,
      issuedAt: new Date(data.issuedAt),
      statement: data.statement,
      expirationTime: data.expirationTime ? new Date(data.expirationTime) : undefined,
      notBefore: data.notBefore ? new Date(data.notBefore) : undefined,
      requestId: data.requestId,
      resources: data.resources,
      scheme: data.scheme,
    })
    expect(formatSiwxMessage(data)).toBe(viem)
  })

  test('behavior: another namespace names its blockchain and keeps the chain reference', () => {
    const message = formatSiwxMessage({
      ...base,
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(message.split('\n').slice(0, 2)).toEqual([
      '127.0.0.1:5173 wants you to sign in with your Solana account:',
      'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    ])
    expect(message).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  test('behavior: for solana it is the CAIP-122 text, line for line', () => {
    const message = formatSiwxMessage({
      ...base,
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      statement: 'Sign in to the Keyport sandbox.',
      expirationTime: '2026-01-08T00:00:00.000Z',
    })
    expect(message).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Solana account:',
        'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        '',
        'Sign in to the Keyport sandbox.',
        '',
        'URI: http://127.0.0.1:5173/',
        'Version: 1',
        'Chain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Expiration Time: 2026-01-08T00:00:00.000Z',
      ].join('\n'),
    )
  })

  const solana = {
    accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  } as const
  test.each<[Partial<SiwxMessageData>, string]>([
    [{ ...solana, chainId: 'solana:mainnet' }, 'a solana chain id must be the first 32 base58'],
    [
      { ...solana, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd0' },
      'a solana chain id must be the first 32 base58',
    ],
    [{ ...solana, accountAddress: address }, 'a solana account must be a base58 public key'],
    [
      { ...solana, accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912Fl' },
      'a solana account must be a base58 public key',
    ],
    [{ ...solana, accountAddress: 'GwAF45zjfyGzUbd3' }, 'a solana account must be a base58'],
  ])(
    'behavior: a Solana message with %j is refused with a TypeError naming the field',
    (change, problem) => {
      expect(() => formatSiwxMessage({ ...base, ...change })).toThrow(
        `Invalid sign-in message: ${problem}`,
      )
    },
  )

  test.each<[Partial<SiwxMessageData>, string]>([
    [{ nonce: 'short' }, 'nonce must be at least 8 letters or digits'],
    [{ nonce: 'has space 1234' }, 'nonce must be at least 8 letters or digits'],
    [{ statement: 'two\nlines' }, 'statement must be one non-empty line'],
    [{ domain: 'evil.example/path' }, 'domain must be an RFC 3986 authority'],
    [{ uri: 'not a uri' }, 'uri must be an RFC 3986 URI'],
    [{ chainId: 'eip155:0x1' as never }, 'an eip155 chain id must be a number'],
    [{ chainId: 'eip155:2147483648' }, 'an eip155 chain id must be a number below 2147483648'],
    [{ accountAddress: '0x1234' }, 'an eip155 account must be 0x followed by 40 hex'],
    [{ issuedAt: 'yesterday' }, 'issuedAt must be an RFC 3339 date-time'],
    [{ expirationTime: '2026-13-45T99:00:00Z' }, 'expirationTime must be an RFC 3339'],
    [{ version: '2' as never }, "version must be '1'"],
    [{ resources: ['fine:x', 'not a uri'] }, 'every resource must be an RFC 3986 URI'],
  ])('behavior: %j is refused with a TypeError naming the field', (change, problem) => {
    expect(() => formatSiwxMessage({ ...base, ...change })).toThrow(
      new RegExp(`^Invalid sign-in message: ${problem.replace(/[()]/g, '\\$&')}`),
    )
  })
})
