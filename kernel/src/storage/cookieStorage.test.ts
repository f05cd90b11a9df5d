import { describe, expect, test } from 'vitest'
import { type CookieDocument, cookieStorage } from './cookieStorage'
import type { KeyportInitialState } from './KeyportInitialState'
import { keyportStateFromCookie } from './keyportStateFromCookie'

const evmConnection = {
  namespace: 'eip155',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  caipNetworkId: 'eip155:8453',
  connectorId: 'io.keyport.testwallet',
} as const
const evm: KeyportInitialState = { connection: evmConnection }
const solana: KeyportInitialState = {
  connection: {
    namespace: 'solana',
    address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    connectorId: 'walletStandard:phantom wallet',
  },
}

/** A document that records each `document.cookie = …` assignment. */
function recordingDocument(protocol = 'http:') {
  const written: string[] = []
  const page: CookieDocument = {
    get cookie() {
      return ''
    },
    set cookie(value: string) {
      written.push(value)
    },
    location: { protocol },
  }
  return { page, written }
}

// What a browser sends back: the name=value pair of the last assignment.
const header = (assignment: string | undefined) => `theme=dark; ${assignment?.split(';')[0]}; x=1`

describe('cookieStorage', () => {
  test('behavior: writes a first-party cookie: Path=/, SameSite=Lax, 30 days, not Secure on http', () => {
    const { page, written } = recordingDocument()
    cookieStorage({ document: () => page }).write(evm)
    expect(written).toHaveLength(1)
    const [pair, ...attributes] = written[0]!.split('; ')
    expect(pair).toMatch(/^keyport\.connection=%7B/)
    expect(attributes).toEqual(['Path=/', 'Max-Age=2592000', 'SameSite=Lax'])
  })

  test('behavior: Secure on https, and the options change name, domain, path, age and SameSite', () => {
    const { page, written } = recordingDocument('https:')
    const storage = cookieStorage({
      document: () => page,
      name: 'app_wallet',
      domain: 'example.com',
      path: '/app',
      maxAge: 60,
      sameSite: 'Strict',
    })
    expect(storage.name).toBe('app_wallet')
    storage.write(evm)
    expect(written[0]?.split('; ').slice(1)).toEqual([
      'Path=/app',
      'Max-Age=60',
      'SameSite=Strict',
      'Domain=example.com',
      'Secure',
    ])
    expect(keyportStateFromCookie(header(written[0]), { name: 'app_wallet' })).toEqual(evm)
    expect(keyportStateFromCookie(header(written[0]))).toBeUndefined()
  })

  test('behavior: what it writes, keyportStateFromCookie reads back (eip155 and Solana)', () => {
    for (const state of [evm, solana]) {
      const { page, written } = recordingDocument()
      cookieStorage({ document: () => page }).write(state)
      expect(keyportStateFromCookie(header(written[0]))).toEqual(state)
    }
    const { page, written } = recordingDocument()
    const { connectorId: _, ...withoutConnector } = evmConnection
    cookieStorage({ document: () => page }).write({ connection: withoutConnector })
    expect(keyportStateFromCookie(header(written[0]))).toEqual({ connection: withoutConnector })
  })

  test('behavior: write(undefined) expires the cookie with the same Path', () => {
    const { page, written } = recordingDocument()
    cookieStorage({ document: () => page }).write(undefined)
    expect(written).toEqual(['keyport.connection=; Path=/; Max-Age=0; SameSite=Lax'])
  })

  test('behavior: a connector id too long for the cookie is left out; the account still fits', () => {
    const { page, written } = recordingDocument()
    const long = { connection: { ...evmConnection, connectorId: 'w'.repeat(600) } }
    cookieStorage({ document: () => page }).write(long)
    expect(written[0]!.split(';')[0]!.length).toBeLessThan(512)
    const { connectorId: _, ...rest } = evmConnection
    expect(keyportStateFromCookie(header(written[0]))).toEqual({ connection: rest })
  })

  test('behavior: with no document (a server render) and with cookies refused, it does nothing and never throws', () => {
    expect(typeof document).toBe('undefined')
    expect(() => cookieStorage().write(evm)).not.toThrow()
    const refusing: CookieDocument = {
      get cookie() {
        return ''
      },
      set cookie(_value: string) {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }
    expect(() => cookieStorage({ document: () => refusing }).write(evm)).not.toThrow()
    expect(() => cookieStorage({ document: () => refusing }).write(undefined)).not.toThrow()
  })
})
