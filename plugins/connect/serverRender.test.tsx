// A server render as Next.js runs it: Node, no DOM, every published entry imported, Keyport
// created with every plugin and rendered with React's streaming renderer.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

// What a browser has and a server has not; Node 20 defines none of them.
const browserGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'navigator',
  'location',
  'history',
  'customElements',
  'matchMedia',
  'requestIdleCallback',
  'requestAnimationFrame',
  'HTMLElement',
  'screen',
  'self',
  'visualViewport',
] as const

const root = fileURLToPath(new URL('../..', import.meta.url))
const packageDirs = ['kernel', ...readdirPlugins()]
function readdirPlugins(): string[] {
  const names = [
    'connect',
    'email-social',
    'history',
    'names',
    'onramp',
    'send-receive',
    'siwx',
    'swap',
  ]
  return names.map((name) => `plugins/${name}`)
}

/** Every entry a published package exports: `@keyport/kernel`, `@keyport/kernel/react`, … */
function publishedEntries(): string[] {
  return packageDirs.flatMap((dir) => {
    const manifest = JSON.parse(readFileSync(`${root}/${dir}/package.json`, 'utf8')) as {
      name: string
      exports: Record<string, unknown>
    }
    return Object.keys(manifest.exports).map((key) =>
      key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`,
    )
  })
}

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const evmState = {
  connection: {
    namespace: 'eip155',
    address,
    caipNetworkId: 'eip155:1',
    connectorId: 'io.keyport.testwallet',
  },
} as const
const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const solanaState = {
  connection: {
    namespace: 'solana',
    address: solanaAddress,
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  },
} as const

async function renderToHtml(node: ReactNode): Promise<string> {
  const { renderToReadableStream } = await import('react-dom/server')
  const errors: unknown[] = []
  const stream = await renderToReadableStream(node, { onError: (error) => void errors.push(error) })
  // As Next.js streams: lazy parts (the account button's chunk) resolve inside the response.
  await stream.allReady
  const html = await new Response(stream).text()
  expect(errors).toEqual([])
  return html
}

const timers = () =>
  process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout' || kind === 'Immediate')

describe('server rendering (Node, no DOM)', () => {
  const touched: string[] = []
  const leftBehind = new Map<string, PropertyDescriptor>()
  let loaded: Awaited<ReturnType<typeof importEverything>>

  async function importEverything() {
    const modules = new Map<string, Record<string, unknown>>()
    for (const entry of publishedEntries())
      modules.set(entry, await import(/* @vite-ignore */ entry))
    return {
      modules,
      react: await import('@keyport/kernel/react'),
      kernel: await import('@keyport/kernel'),
      connect: await import('@keyport/connect'),
      testing: await import('@keyport/connect/testing'),
      plugins: [
        (await import('@keyport/email-social')).emailSocialPlugin({}),
        (await import('@keyport/siwx')).siwxPlugin({ required: true }),
        (await import('@keyport/send-receive')).sendReceivePlugin(),
        (await import('@keyport/history')).historyPlugin(),
        (await import('@keyport/swap')).swapPlugin(),
        (await import('@keyport/onramp')).onrampPlugin(),
        (await import('@keyport/names')).namesPlugin(),
      ],
    }
  }

  beforeAll(async () => {
    // Another file of this worker may have left one behind (the project shares a process):
    // this file runs without any of them, and puts them back after.
    for (const name of browserGlobals) {
      const descriptor = Object.getOwnPropertyDescriptor(globalThis, name)
      if (descriptor) leftBehind.set(name, descriptor)
      delete (globalThis as Record<string, unknown>)[name]
    }
    // Loaded afresh (this project shares modules between files), with every browser global
    // reading as undefined, as on a server: an unguarded `window.x` while a module evaluates
    // throws. Keyport's own modules must not read them at all, not even `typeof window`
    // (libraries such as zod and react-dom check `typeof navigator` at import, guarded).
    vi.resetModules()
    for (const name of browserGlobals)
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          const reader = new Error().stack?.split('\n')[2] ?? ''
          if (!reader.includes('/node_modules/')) touched.push(`${name} ${reader.trim()}`)
          return undefined
        },
      })
    try {
      loaded = await importEverything()
    } finally {
      for (const name of browserGlobals) delete (globalThis as Record<string, unknown>)[name]
    }
  })

  afterAll(() => {
    for (const [name, descriptor] of leftBehind) Object.defineProperty(globalThis, name, descriptor)
  })

  afterEach(() => {
    for (const name of browserGlobals) expect(name in globalThis, `${name} was defined`).toBe(false)
  })

  test('behavior: every published entry imports without reading a browser global', () => {
    expect(loaded.modules.size).toBeGreaterThanOrEqual(20)
    for (const [entry, module] of loaded.modules) expect(module, entry).toBeTypeOf('object')
    expect(touched).toEqual([])
  })

  function keyportWithEveryPlugin() {
    const { react, connect, testing, plugins } = loaded
    return react.createKeyport({
      projectId: 'keyport-dev',
      apiUrl: 'http://127.0.0.1:4000',
      frameUrl: 'http://127.0.0.1:5174',
      locale: 'en',
      ssrStorage: loaded.kernel.cookieStorage(),
      plugins: [
        connect.connectPlugin({
          networks: testing.testNetworks,
          walletConnect: { relayUrl: 'ws://127.0.0.1:4001' },
          solanaNetworks: [connect.solanaMainnet],
        }),
        ...plugins,
      ],
    })
  }

  test('behavior: createKeyport with every plugin starts no request, socket or timer', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    const WebSocket = vi.fn()
    vi.stubGlobal('fetch', fetch)
    vi.stubGlobal('WebSocket', WebSocket)
    const before = timers()
    const keyport = keyportWithEveryPlugin()
    await keyport.ready
    await renderToHtml(
      <loaded.react.KeyportProvider keyport={keyport} initialState={evmState}>
        <loaded.react.ConnectButton />
      </loaded.react.KeyportProvider>,
    )
    // Whatever start or the render scheduled has had a turn to run.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetch).not.toHaveBeenCalled()
    expect(WebSocket).not.toHaveBeenCalled()
    // None left behind to keep a server's process alive (one of the runner's may have ended).
    expect(timers().length).toBeLessThanOrEqual(before.length)
  })

  test('behavior: without an initial state the server renders Connect Wallet', async () => {
    const { KeyportProvider, ConnectButton } = loaded.react
    const html = await renderToHtml(
      <KeyportProvider keyport={keyportWithEveryPlugin()}>
        <ConnectButton />
      </KeyportProvider>,
    )
    expect(html).toContain('>Connect Wallet</button>')
    expect(html).not.toContain('aria-label="Account')
  })

  test('behavior: with the cookie’s connected state the server renders the account and network buttons', async () => {
    const { KeyportProvider, ConnectButton } = loaded.react
    const html = await renderToHtml(
      <KeyportProvider keyport={keyportWithEveryPlugin()} initialState={evmState}>
        <ConnectButton />
      </KeyportProvider>,
    )
    expect(html).toContain(`aria-label="Account ${address}"`)
    expect(html).toContain('aria-label="Network Ethereum (local)"')
    expect(html).not.toContain('Connect Wallet')
  })

  test('behavior: AccountButton, NetworkButton and useAccount render the initial state too', async () => {
    const { KeyportProvider } = loaded.react
    const { AccountButton, NetworkButton, useAccount } = loaded.connect
    function Status() {
      const { status, caipAddress } = useAccount()
      return <output>{`${status} ${caipAddress}`}</output>
    }
    const keyport = keyportWithEveryPlugin()
    const page = (initialState?: typeof evmState | typeof solanaState) => (
      <KeyportProvider keyport={keyport} initialState={initialState}>
        <NetworkButton />
        <AccountButton />
        <Status />
      </KeyportProvider>
    )
    const evm = await renderToHtml(page(evmState))
    expect(evm).toContain(`aria-label="Account ${address}"`)
    expect(evm).toContain(`<output>connected eip155:1:${address}</output>`)
    const solana = await renderToHtml(page(solanaState))
    expect(solana).toContain(`aria-label="Account ${solanaAddress}"`)
    expect(solana).toContain('aria-label="Network Solana"')
    const none = await renderToHtml(page())
    expect(none).toContain('<output>disconnected undefined</output>')
    expect(none).not.toContain('<button')
  })
})
