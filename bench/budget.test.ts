import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BenchPageName, buildBenchPage } from './build/buildBenchPage'
import { type ChunkStats, chunkStatsFile } from './build/chunkStatsPlugin'
import { type BundleSizes, measureBundle } from './size/measureBundle'

// Sizes are deterministic, unlike times: the budget is checked on every `npm test`.
const initialBudgetGzip = 100_000
// The all-plugins page was held to the same 100 kB (Order 15) until Order 21 added server
// rendering (the initial state in the host buttons and hooks, about 1.05 kB on every page) and
// the phones' and reloads' connect code: 101.5 kB on 2026-11-29; 101.96 kB with Order 23's
// EIP-7702 connector code (the embedded wallet's forwarders became a list to make room). Order 26 (the first click, one
// lazy store primitive instead of the hand-written wrappers) brings it back under 100 kB; until
// then it may not grow past this.
const allPluginsBudgetGzip = 102_000
const pages = ['minimal', 'all-plugins', 'solana', 'sandbox'] as const

const out = mkdtempSync(join(tmpdir(), 'keyport-budget-'))
const bundles = new Map<BenchPageName, BundleSizes>()
const chunkStats = (page: BenchPageName): ChunkStats[] =>
  JSON.parse(readFileSync(join(out, page, chunkStatsFile), 'utf8'))

beforeAll(async () => {
  for (const page of pages)
    bundles.set(page, measureBundle(await buildBenchPage(page, { outDir: join(out, page) })))
}, 240_000)
afterAll(() => rmSync(out, { recursive: true, force: true }))

const breakdown = (bundle: BundleSizes) =>
  bundle.initialOwners.map(({ owner, bytes }) => `${owner} ${bytes}`).join(', ')

describe('bundle budget', () => {
  test('behavior: the minimal host page loads under 100 kB of gzipped JS before any click', () => {
    const bundle = bundles.get('minimal') as BundleSizes
    expect(
      bundle.initial.gzip,
      `initial JS ${bundle.initial.gzip} B gzip; rendered bytes by owner: ${breakdown(bundle)}`,
    ).toBeLessThan(initialBudgetGzip)
  })

  // all-plugins: a host page with the eight product plugins and the Connect button, held to 100 kB
  // from Order 15 to Order 20 (102 kB for now: allPluginsBudgetGzip). What keeps it near: the plugins' texts, views and Account-view
  // actions load with the modal (message catalogs and modal parts), their services on first use,
  // connect's connection service and browser-wallet request code included (98.2 kB in Order 17,
  // from 100.7 kB: lazyConnection, lazyEip1193Connector).
  test('behavior: the all-plugins host page loads under 102 kB of gzipped JS before any click', () => {
    const bundle = bundles.get('all-plugins') as BundleSizes
    expect(
      bundle.initial.gzip,
      `initial JS ${bundle.initial.gzip} B gzip; rendered bytes by owner: ${breakdown(bundle)}`,
    ).toBeLessThan(allPluginsBudgetGzip)
  })

  // Order 16: the solana page is the minimal one plus `solanaNetworks: [solanaMainnet]`. Its
  // Wallet Standard discovery and Solana connector sit in lazy chunks (the rule above keeps them
  // out of every page's first bundle); its first bundle is the minimal page's and the network.
  test('behavior: a Solana network adds its Wallet Standard code in lazy chunks only, and under 0.5 kB to the first bundle', () => {
    const solana = bundles.get('solana') as BundleSizes
    const minimal = bundles.get('minimal') as BundleSizes
    expect(solana.lazyModules).toContain('plugins/connect/connectors/watchSolanaConnectors.ts')
    expect(
      solana.lazyModules.some((module) => module.startsWith('node_modules/@wallet-standard/app/')),
    ).toBe(true)
    expect(
      solana.initial.gzip - minimal.initial.gzip,
      `solana page ${solana.initial.gzip} B gzip, minimal ${minimal.initial.gzip} B; solana's owners: ${breakdown(solana)}`,
    ).toBeLessThan(500)
  })

  // Order 18: twelve languages besides English. Each plugin's manifest holds one import of its
  // table of languages; each language's texts are a chunk of their own, which only that table
  // imports on demand: a page in English never loads another language's texts.
  test('behavior: each language of each plugin and the kernel sits alone in a lazy chunk that nothing imports statically', () => {
    const chunks = chunkStats('all-plugins')
    const catalog = /^(kernel\/src\/i18n|plugins\/[^/]+)\/messages\.(?!en\.)([\w-]+)\.ts$/
    const holders = chunks.filter((chunk) =>
      Object.keys(chunk.modules).some((m) => catalog.test(m)),
    )
    expect(holders.length).toBeGreaterThanOrEqual(9 * 12)
    for (const chunk of holders) {
      const modules = Object.keys(chunk.modules)
      expect(modules, chunk.fileName).toHaveLength(1)
      expect(chunk.isDynamicEntry, chunk.fileName).toBe(true)
      expect(chunks.filter((other) => other.imports.includes(chunk.fileName))).toEqual([])
    }
  })

  test.each(pages)(
    'behavior: no view, modal part, modal shell, QR, frame, WalletConnect, Wallet Standard, schema or lazy service code sits in the %s page’s first bundle',
    (page) => {
      const bundle = bundles.get(page) as BundleSizes
      expect(bundle.eager).toEqual([])
      // The connect plugin's views exist and load lazily: the check above looked at real code.
      expect(bundle.lazy.map(({ owner }) => owner)).toContain('plugin:connect')
    },
  )
})
