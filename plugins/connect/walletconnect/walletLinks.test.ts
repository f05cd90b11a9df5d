import { describe, expect, test } from 'vitest'
import { formatWalletLink } from './formatWalletLink.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import { shouldReusePairing } from './shouldReusePairing.ts'

const uri = 'wc:ab@2?symKey=1&relay-protocol=irn'

describe('formatWalletLink', () => {
  test.each([
    ['rainbow://', 'rainbow://wc?uri='],
    ['rainbow', 'rainbow://wc?uri='],
    ['https://link.example/app', 'https://link.example/app/wc?uri='],
    ['https://link.example/app/', 'https://link.example/app/wc?uri='],
  ])('behavior: %s opens with the encoded URI', (link, prefix) => {
    expect(formatWalletLink(link, uri)).toBe(`${prefix}${encodeURIComponent(uri)}`)
  })
})

describe('sessionAccounts', () => {
  test('behavior: addresses once in the wallet’s order, chain ids from CAIP-10, junk skipped', () => {
    const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(
      sessionAccounts({
        accounts: [
          `eip155:1:${a}`,
          `eip155:8453:${a}`,
          `eip155:1:${b}`,
          'solana:x:y',
          'eip155:1:0x12',
        ],
        methods: [],
      }),
    ).toEqual({ accounts: [a, b], chainIds: [1, 8453] })
    expect(sessionAccounts(undefined)).toEqual({ accounts: [], chainIds: [] })
  })
})

describe('shouldReusePairing', () => {
  const iosSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
  const iosChrome =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1'
  const desktop =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
  test('behavior: true on iOS Safari and in Telegram, false elsewhere', () => {
    expect(shouldReusePairing(iosSafari)).toBe(true)
    expect(shouldReusePairing(iosChrome)).toBe(false)
    expect(shouldReusePairing(desktop)).toBe(false)
    expect(shouldReusePairing(desktop, { TelegramWebviewProxy: {} })).toBe(true)
  })
})
