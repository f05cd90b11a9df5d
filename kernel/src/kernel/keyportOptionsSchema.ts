import * as z from 'zod/mini'
import type { KeyportSsrStorage } from '../storage/cookieStorage'
import type { Clock } from '../time/Clock'

// Every check carries its own message: zod/mini loads no locale, and these reach developers as
// `keyport doctor` output.
const text = z.string({ error: 'must be a string' }).check(z.minLength(1, 'must not be empty'))
const httpUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an http(s) URL, like https://api.example.com',
})
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` })
const record = <T extends z.core.SomeType>(values: T) =>
  z.record(z.string(), values, { error: 'must be an object' })
const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `has no option ${issue.keys.map((key) => `'${key}'`).join(', ')}`
        : 'must be an object',
  })
const address = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  { error: 'must be a 0x-prefixed 20-byte hex address' },
)
const appToken = strict({
  address,
  image: z.optional(httpUrl),
})
const caipEip155 = z.templateLiteral(['eip155:', z.int()])
const fn = <T>(what: string) =>
  z.custom<T>((value) => typeof value === 'function', { error: `must be a function (${what})` })
const isClock = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  ['now', 'setTimeout', 'setInterval'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'function',
  )

/**
 * The zod schema of `KeyportOptions` (what a host passes to `createKeyport`, without `plugins`).
 * Unknown keys are errors, so a misspelt option is caught. Feature flag values are checked when
 * the kernel starts, by the schema each flag's owner declared. `keyport doctor` runs both.
 *
 * @example
 * z.safeParse(keyportOptionsSchema, { projectId: 'keyport-dev', themeMode: 'dim' }).success // false
 */
export const keyportOptionsSchema = strict({
  projectId: z.optional(text),
  features: z.optional(record(z.unknown())),
  themeMode: z.optional(oneOf(['light', 'dark', 'system'])),
  themeVariables: z.optional(
    strict({
      '--kp-font-family': z.optional(text),
      '--kp-font-size-master': z.optional(text),
      '--kp-border-radius-master': z.optional(text),
      '--kp-z-index': z.optional(
        z.number({ error: 'must be a number' }).check(z.int('must be a whole number')),
      ),
      '--kp-color-mix': z.optional(text),
      '--kp-color-mix-strength': z.optional(
        z
          .number({ error: 'must be a number' })
          .check(z.gte(0, 'must be from 0 to 100'), z.lte(100, 'must be from 0 to 100')),
      ),
      '--kp-accent': z.optional(text),
      '--kp-background': z.optional(text),
    }),
  ),
  locale: z.optional(text),
  messages: z.optional(record(record(z.string({ error: 'must be a string' })))),
  logLevel: z.optional(oneOf(['debug', 'info', 'warn', 'error', 'silent'])),
  apiUrl: z.optional(httpUrl),
  frameUrl: z.optional(httpUrl),
  sdkType: z.optional(text),
  sdkVersion: z.optional(text),
  metadata: z.optional(
    strict({
      name: text,
      description: z.string({ error: 'must be a string' }),
      url: httpUrl,
      icons: z.readonly(z.array(z.string(), { error: 'must be a list of image URLs' })),
    }),
  ),
  sponsorship: z.optional(
    z.union(
      [
        z.literal('keyport'),
        strict({
          url: z.url({
            protocol: /^https?$/,
            error: 'must be an http(s) URL of an ERC-7677 paymaster service',
          }),
        }),
      ],
      { error: "must be 'keyport' or { url: 'https://…' } (an ERC-7677 paymaster service)" },
    ),
  ),
  delegation: z.optional(
    strict({
      // At most 32 delegates: the frame's own schema of SYNC_DAPP_DATA refuses a longer list.
      allow: z.optional(z.readonly(z.array(address).check(z.maxLength(32)))),
      anyChain: z.optional(z.boolean({ error: 'must be true or false' })),
    }),
  ),
  termsConditionsUrl: z.optional(httpUrl),
  privacyPolicyUrl: z.optional(httpUrl),
  enableNetworkSwitch: z.optional(z.boolean({ error: 'must be true or false' })),
  tokens: z.optional(
    z.record(caipEip155, appToken, {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? 'must be keyed by an eip155 CAIP-2 id, like eip155:1'
          : 'must be an object of tokens by network, like { "eip155:1": { address } }',
    }),
  ),
  clock: z.optional(
    z.custom<Clock>(isClock, { error: 'must be a Clock (now, setTimeout, setInterval)' }),
  ),
  storage: z.optional(fn<() => Storage | undefined>('returning a Web Storage')),
  ssrStorage: z.optional(
    z.custom<KeyportSsrStorage>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as KeyportSsrStorage).write === 'function' &&
        typeof (value as KeyportSsrStorage).name === 'string',
      { error: 'must be a Keyport SSR storage, like cookieStorage()' },
    ),
  ),
  fetch: z.optional(fn<typeof fetch>('like globalThis.fetch')),
})
