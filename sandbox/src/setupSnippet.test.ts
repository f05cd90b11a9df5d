import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import { pluginCatalog } from './pluginCatalog'
import { pluginSnippetIds } from './pluginSnippets'
import { parseSettings } from './settings'
import { setupSnippet } from './setupSnippet'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const origin = 'http://127.0.0.1:5173'
const snippet = (query: string) => setupSnippet(parseSettings(query).settings, origin)
// Every plugin, and every setting away from its default.
const exampleQuery =
  '?theme=dark&locale=ja&plugins=connect,email-social,siwx,send-receive,history,swap,onramp,names,hello&siwx=required&solana=on&account=eip7702&sponsorship=on&delegationAnyChain=on&flags=swaps:off,legalCheckbox:on'
const queries = [
  '',
  '?plugins=',
  '?theme=dark&locale=ja&plugins=connect,siwx,hello&siwx=required&solana=on&flags=swaps:off,legalCheckbox:on',
  '?plugins=connect,email-social,siwx&siwx=optional&account=eoa&locale=zh-CN',
  exampleQuery,
]

describe('setupSnippet', () => {
  test('behavior: no plugins: the call with the host options only', () => {
    expect(snippet('?plugins=')).toBe(`import { createKeyport } from '@keyport/kernel/react'

export const keyport = createKeyport({
  projectId: 'keyport-dev',
  apiUrl: 'http://127.0.0.1:4000',
  frameUrl: 'http://127.0.0.1:5174',
  themeMode: 'light',
  metadata: {
    name: 'Keyport sandbox',
    description: 'Keyport host app',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  termsConditionsUrl: 'http://127.0.0.1:5173/terms',
  privacyPolicyUrl: 'http://127.0.0.1:5173/privacy',
  plugins: [],
})
`)
  })

  test('behavior: theme, locale, changed flags, and each plugin as its import and factory call', () => {
    const text = snippet(queries[2]!)
    expect(text).toMatch(
      /^import \{ connectPlugin, type Network, solanaMainnet \} from '@keyport\/connect'\nimport \{ createKeyport \} from '@keyport\/kernel\/react'\nimport \{ helloPlugin \} from '@keyport\/kernel\/testing\/hello'\nimport \{ siwxPlugin \} from '@keyport\/siwx'\n\nconst networks: \[Network, \.\.\.Network\[\]\] = \[\n {2}\{\n {4}id: 1,\n/,
    )
    expect(text).toContain("  name: 'Base (local)',")
    expect(text).toContain(`  themeMode: 'dark',
  locale: 'ja',
  features: { swaps: false, legalCheckbox: true },
`)
    expect(text).toContain(`  plugins: [
    connectPlugin({
      networks,
      walletConnect: { relayUrl: 'ws://127.0.0.1:4001' },
      solanaNetworks: [solanaMainnet],
    }),
    siwxPlugin({ required: true }),
    helloPlugin(),
  ],
})
`)
  })

  test('behavior: plugin options follow the settings, and defaults are left out', () => {
    const text = snippet(queries[3]!)
    expect(text).toContain(`  locale: 'zh-CN',\n`)
    expect(text).toContain(`  plugins: [
    connectPlugin({ networks, walletConnect: { relayUrl: 'ws://127.0.0.1:4001' } }),
    emailSocialPlugin({ preferredAccountType: 'eoa' }),
    siwxPlugin(),
  ],
`)
    expect(snippet('?flags=swaps:on')).not.toContain('features')
    expect(snippet('?siwx=off')).not.toContain('siwx')
    expect(snippet('?sponsorship=on')).toContain(`  sponsorship: 'keyport',\n`)
    expect(snippet('?sponsorship=off')).not.toContain('sponsorship')
    expect(snippet('?delegationAnyChain=on')).toContain(`  delegation: { anyChain: true },\n`)
    expect(snippet('?delegationAnyChain=off')).not.toContain('delegation')
    expect(snippet('?plugins=connect,email-social&account=eip7702')).toContain(
      `emailSocialPlugin({ preferredAccountType: 'eip7702' })`,
    )
  })

  test('behavior: the snippet with every plugin and setting is setupSnippet.example.ts, which the typecheck compiles', () => {
    const example = readFileSync(new URL('./setupSnippet.example.ts', import.meta.url), 'utf8')
    expect(example.replace(/^(\/\/.*\n)+/, '')).toBe(snippet(exampleQuery))
  })

  test('behavior: every plugin the panel offers has a snippet', () => {
    expect(pluginSnippetIds).toEqual(Object.keys(pluginCatalog))
  })

  test.each(queries)('behavior: the snippet for %j parses as TypeScript', (query) => {
    const { diagnostics = [] } = ts.transpileModule(snippet(query), {
      fileName: 'keyport.ts',
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    })
    expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([])
  })

  test.each(queries)(
    'behavior: every name the snippet for %j imports is exported there',
    async (query) => {
      for (const [, names = '', from = ''] of snippet(query).matchAll(
        /^import \{ (.+) \} from '(.+)'$/gm,
      )) {
        const module: Record<string, unknown> = await import(/* @vite-ignore */ from)
        for (const name of names.split(', ').filter((name) => !name.startsWith('type ')))
          expect(module[name], `${name} from ${from}`).toBeDefined()
      }
    },
  )

  test("behavior: the snippets are already in the repository's format (Biome accepts them unchanged)", () => {
    for (const query of queries) {
      const text = snippet(query)
      const formatted = execFileSync(
        'node_modules/.bin/biome',
        ['check', '--write', '--stdin-file-path=sandbox/src/keyportSetup.ts'],
        { input: text, encoding: 'utf8', cwd: repoRoot },
      )
      expect(formatted, query).toBe(text)
    }
  })
})
