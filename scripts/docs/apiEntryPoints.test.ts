import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { apiEntryPoints } from './apiEntryPoints.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('apiEntryPoints', () => {
  test('behavior: every published entry of the kernel and the plugins, named as an app imports it', () => {
    const specifiers = apiEntryPoints(root).map((entry) => entry.specifier)
    for (const expected of [
      '@keyport/kernel',
      '@keyport/kernel/react',
      '@keyport/connect',
      '@keyport/connect/wagmi',
      '@keyport/email-social',
      '@keyport/siwx/verify',
      '@keyport/swap',
      '@keyport/onramp',
      '@keyport/names',
      '@keyport/history',
      '@keyport/send-receive',
    ])
      expect(specifiers).toContain(expected)
    // The test wallets and the CLI are published tools, not the API apps program against.
    expect(
      specifiers.filter(
        (name) =>
          !/^@keyport\/(kernel|connect|email-social|siwx|swap|onramp|names|history|send-receive)(\/|$)/.test(
            name,
          ),
      ),
    ).toEqual([])
  })
})
