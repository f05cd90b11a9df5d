import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { createManualClock } from '../time/ManualClock'
import type { KeyportOptions } from './KeyportOptions'
import { keyportOptionsSchema } from './keyportOptionsSchema'

type SchemaOptions = z.infer<typeof keyportOptionsSchema>
// Compile-time guard: a new option in KeyportOptions needs its entry in the schema (and back),
// otherwise `keyport doctor` would call a valid config wrong.
const sameKeys: [keyof SchemaOptions] extends [keyof KeyportOptions]
  ? [keyof KeyportOptions] extends [keyof SchemaOptions]
    ? true
    : 'KeyportOptions has an option keyportOptionsSchema lacks'
  : 'keyportOptionsSchema has an option KeyportOptions lacks' = true
const fits = (options: SchemaOptions): KeyportOptions => options

const issues = (value: unknown) =>
  z.safeParse(keyportOptionsSchema, value).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))

describe('keyportOptionsSchema', () => {
  test('behavior: accepts a full, valid set of options', () => {
    const options = {
      projectId: 'keyport-dev',
      features: { swaps: false },
      themeMode: 'dark',
      themeVariables: { '--kp-z-index': 2000, '--kp-accent': '#3348d4' },
      locale: 'de-DE',
      messages: { de: { 'modal.close': 'Schließen' } },
      logLevel: 'warn',
      apiUrl: 'http://127.0.0.1:4000',
      sdkType: 'keyport',
      sdkVersion: '0.1.0',
      metadata: { name: 'App', description: '', url: 'https://app.example', icons: [] },
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
      enableNetworkSwitch: false,
      sponsorship: 'keyport',
      delegation: { allow: ['0x6B175474E89094C44Da98b954EedeAC495271d0F'], anyChain: false },
      tokens: {
        'eip155:1': { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' },
        'eip155:8453': {
          address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
          image: 'https://x.example/u.svg',
        },
      },
      clock: createManualClock(0),
      storage: () => undefined,
      fetch: globalThis.fetch,
    }
    expect(issues(options)).toBeUndefined()
    expect(sameKeys).toBe(true)
    expect(fits(z.parse(keyportOptionsSchema, options)).projectId).toBe('keyport-dev')
  })

  test.each([
    [{ apiURL: 'http://x' }, '', "has no option 'apiURL'"],
    [{ themeMode: 'dim' }, 'themeMode', 'must be one of light, dark, system'],
    [{ apiUrl: 'ftp://x' }, 'apiUrl', 'must be an http(s) URL, like https://api.example.com'],
    [{ projectId: '' }, 'projectId', 'must not be empty'],
    [
      { sponsorship: 'app' },
      'sponsorship',
      "must be 'keyport' or { url: 'https://…' } (an ERC-7677 paymaster service)",
    ],
    [
      { termsConditionsUrl: 'javascript:alert(1)' },
      'termsConditionsUrl',
      'must be an http(s) URL, like https://api.example.com',
    ],
    [
      { privacyPolicyUrl: 'app.example/privacy' },
      'privacyPolicyUrl',
      'must be an http(s) URL, like https://api.example.com',
    ],
    [
      { themeVariables: { '--kp-color-mix-strength': 140 } },
      'themeVariables.--kp-color-mix-strength',
      'must be from 0 to 100',
    ],
    [{ enableNetworkSwitch: 'no' }, 'enableNetworkSwitch', 'must be true or false'],
    [
      { delegation: { allow: ['0x12'] } },
      'delegation.allow.0',
      'must be a 0x-prefixed 20-byte hex address',
    ],
    [{ delegation: { anyChain: 'yes' } }, 'delegation.anyChain', 'must be true or false'],
    [{ delegation: { allowList: [] } }, 'delegation', "has no option 'allowList'"],
    [
      { tokens: { 'eip155:1': { address: '0x12' } } },
      'tokens.eip155:1.address',
      'must be a 0x-prefixed 20-byte hex address',
    ],
    [
      { tokens: { mainnet: { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' } } },
      'tokens.mainnet',
      'must be keyed by an eip155 CAIP-2 id, like eip155:1',
    ],
    [{ fetch: 'fetch' }, 'fetch', 'must be a function (like globalThis.fetch)'],
    [{ clock: { now: () => 0 } }, 'clock', 'must be a Clock (now, setTimeout, setInterval)'],
  ])('behavior: %j is refused at %s', (options, path, message) => {
    expect(issues(options)).toEqual([{ path, message }])
  })

  test.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:text/plain,x'])(
    'attack: a sponsorship paymaster URL %j that is not http(s) is refused',
    (url) => {
      expect(issues({ sponsorship: { url } })).toEqual([
        {
          path: 'sponsorship.url',
          message: 'must be an http(s) URL of an ERC-7677 paymaster service',
        },
      ])
    },
  )
})
