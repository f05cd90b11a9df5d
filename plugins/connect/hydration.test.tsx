// @vitest-environment jsdom
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import {
  cookieStorage,
  createKernel,
  type Kernel,
  type KeyportInitialState,
  keyportStateFromCookie,
  provide,
} from '@keyport/kernel'
import { ConnectButton, KeyportProvider } from '@keyport/kernel/react'
import { createMemoryStorage } from '@keyport/kernel/testing'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { connectPlugin } from './index.ts'
import { accountDataToken, connectionToken, connectorsToken } from './tokens.ts'
import {
  address,
  fakeAccountData,
  fakeConnector,
  fakeRegistry,
  testNetworks,
} from './views/testing/fakeConnect.ts'

const initialState: KeyportInitialState = {
  connection: {
    namespace: 'eip155',
    address,
    caipNetworkId: 'eip155:1',
    connectorId: 'io.keyport.testwallet',
  },
}
// As the server's (testing/renderServerHtml.tsx).
const options = {
  logLevel: 'silent',
  themeMode: 'system',
  messages: { de: { 'button.connect': 'Wallet verbinden' } },
} as const

const run = promisify(execFile)
// Vitest runs from the repository's root (jsdom's import.meta.url is not a file URL).
const tsx = resolve('node_modules/.bin/tsx')
const script = resolve('plugins/connect/testing/renderServerHtml.tsx')

/**
 * The server's HTML with and without the cookie's state, rendered by a Node process of its own as
 * Next.js's server would (no DOM, no storage, no wallets: what it shows comes from the state),
 * with React's streaming renderer.
 */
async function renderOnServer() {
  const states = [initialState, null, { locale: 'de-DE' }]
  const { stdout } = await run(tsx, [script, JSON.stringify(states)])
  const [connected = '', disconnected = '', german = ''] = JSON.parse(stdout) as string[]
  return { connected, disconnected, german }
}
let server: Awaited<ReturnType<typeof renderOnServer>>

/**
 * The browser's Keyport after a reload: storage says to restore the test wallet, which still
 * grants the account (`walletThere`) or no longer does.
 */
function browserKernel({ walletThere }: { walletThere: boolean }): Kernel {
  const storage = createMemoryStorage()
  storage.setItem('@keyport/connect.connector_id', JSON.stringify('io.keyport.testwallet'))
  const wallet = {
    ...fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet'),
    getAccounts: async () => (walletThere ? [address] : []),
  }
  return createKernel({
    plugins: [connectPlugin({ networks: testNetworks })],
    options: { ...options, storage: () => storage, ssrStorage: cookieStorage() },
    overrides: [
      provide(connectorsToken, () => fakeRegistry([wallet])),
      provide(accountDataToken, () => fakeAccountData()),
    ],
  }).start()
}

type Hydrated = {
  container: HTMLElement
  /** Every text the page showed while hydrating and after, in order. */
  shown: string[]
  /** console.error calls and onRecoverableError reports: React's hydration warnings. */
  problems: unknown[][]
}

const roots: Root[] = []

async function hydrate(
  html: string,
  keyport: Kernel,
  state: KeyportInitialState | undefined,
): Promise<Hydrated> {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const shown = [container.textContent ?? '']
  // Records every node the page adds, so a Connect button that shows only for a moment counts.
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) shown.push(node.textContent ?? '')
    shown.push(container.textContent ?? '')
  })
  observer.observe(container, { childList: true, subtree: true, characterData: true })
  const problems: unknown[][] = []
  vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args))
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <KeyportProvider keyport={keyport} initialState={state}>
          <ConnectButton />
        </KeyportProvider>,
        { onRecoverableError: (...args) => void problems.push(args) },
      ),
    )
  })
  // The account button's lazy chunk, then the restore, each followed by React's work.
  await act(() => import('./components/HostAccountButton.tsx'))
  const connection = keyport.resolve(connectionToken)
  await act(() => vi.waitFor(() => expect(connection.restored).toBe(true), { timeout: 10_000 }))
  observer.disconnect()
  return { container, shown, problems }
}

const cookieState = () => keyportStateFromCookie(document.cookie)
const account = (container: HTMLElement) =>
  container.querySelector(`button[aria-label="Account ${address}"]`)

describe('server-rendered connected state, hydrated', () => {
  beforeAll(async () => {
    server = await renderOnServer()
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  }, 120_000)
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount())
    document.body.replaceChildren()
    cookieStorage().write(undefined)
  })

  test('behavior: the account button hydrates without a warning, never shows Connect, and stays once restored', async () => {
    const html = server.connected
    expect(html).toContain(`aria-label="Account ${address}"`)
    const keyport = browserKernel({ walletThere: true })
    const { container, shown, problems } = await hydrate(html, keyport, initialState)
    expect(problems).toEqual([])
    expect(shown.filter((text) => text.includes('Connect Wallet'))).toEqual([])
    expect(account(container)).not.toBeNull()
    // Hydrated: the server's button now opens the modal.
    act(() => (account(container) as HTMLButtonElement).click())
    expect(keyport.modal.state.open).toBe(true)
    await vi.waitFor(() => expect(cookieState()).toEqual(initialState))
  })

  test('behavior: a dark system colour scheme still hydrates the server’s (light) button style', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('dark'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }))
    const html = server.connected
    const keyport = browserKernel({ walletThere: true })
    expect(keyport.theme.state.mode).toBe('dark')
    const { problems } = await hydrate(html, keyport, initialState)
    expect(problems).toEqual([])
  })

  test('behavior: a wallet gone after the reload gives Connect Wallet and clears the cookie', async () => {
    cookieStorage().write(initialState)
    const html = server.connected
    const { container, problems } = await hydrate(
      html,
      browserKernel({ walletThere: false }),
      initialState,
    )
    expect(problems).toEqual([])
    expect(account(container)).toBeNull()
    expect(container.textContent).toBe('Connect Wallet')
    await vi.waitFor(() => expect(cookieState()).toBeUndefined())
  })

  test('behavior: without a cookie both render Connect Wallet, with no warning', async () => {
    const html = server.disconnected
    const { container, problems } = await hydrate(
      html,
      browserKernel({ walletThere: true }),
      undefined,
    )
    expect(problems).toEqual([])
    // Restored after hydration: the account shows once the wallet answered.
    expect(account(container)).not.toBeNull()
  })

  test('behavior: a German server render hydrates in a French browser without a warning, then reads French', async () => {
    expect(server.german).toContain('>Wallet verbinden</button>')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr'])
    const keyport = browserKernel({ walletThere: false })
    expect(keyport.i18n.locale).toBe('fr-FR')
    // The French texts are here before hydration starts (a fast network): they must wait for it.
    await keyport.i18n.load()
    const french = keyport.i18n.t('button.connect')
    expect(french).not.toBe('Connect Wallet')
    const { container, problems } = await hydrate(server.german, keyport, { locale: 'de-DE' })
    expect(problems).toEqual([])
    expect(container.textContent).toBe(french)
  })

  test('attack: a client that ignores the server’s state is caught as a hydration mismatch', async () => {
    const html = server.connected
    const { problems } = await hydrate(html, browserKernel({ walletThere: true }), undefined)
    expect(problems.length).toBeGreaterThan(0)
    expect(String(problems[0]?.[0])).toMatch(/hydrat|did not match|didn't match/i)
  })
})
