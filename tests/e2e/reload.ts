import { expect, type Page } from '@playwright/test'
import { installWallet } from './sandbox'

/**
 * Console errors and uncaught page errors from now on, for a test that asserts a reload logs
 * none. A page's console follows the page across reloads.
 *
 * @example
 * const errors = watchPageErrors(page)
 * await page.reload()
 * expect(errors).toEqual([])
 */
export function watchPageErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    // A failed load names its URL only in the message's location.
    if (message.type() === 'error')
      errors.push(`${message.text()} ${message.location().url}`.trim())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Holds back the test wallet's EIP-6963 announcements and its Wallet Standard registration until
 * `delayMs` after each page's `load` event, as an extension whose script runs late does. Call it
 * before `installWallet`: its init script must run before the wallet's. The app's own events
 * (`eip6963:requestProvider`, `wallet-standard:app-ready`) still go out at once; only the
 * wallet's answers wait.
 *
 * @example
 * await announceLate(page, 2_000)
 * await installWallet(page)
 */
export async function announceLate(page: Page, delayMs: number) {
  await page.addInitScript((delayMs) => {
    if (window !== window.top) return
    let readyAt = Number.POSITIVE_INFINITY
    const ready = new Promise<void>((resolve) =>
      window.addEventListener(
        'load',
        () => {
          readyAt = performance.now() + delayMs
          setTimeout(resolve, delayMs)
        },
        { once: true },
      ),
    )
    const early = () => performance.now() < readyAt
    // The page can tell when the wallet is out: `lateWalletOut` waits for this mark.
    const later = (run: () => void) =>
      void ready.then(() => {
        run()
        Object.assign(window, { __keyportLateWalletOut: true })
      })
    const walletEvents = new Set(['eip6963:announceProvider', 'wallet-standard:register-wallet'])
    const dispatch = window.dispatchEvent.bind(window)
    window.dispatchEvent = (event) => {
      if (!walletEvents.has(event.type) || !early()) return dispatch(event)
      later(() => dispatch(event))
      return true
    }
    // Registered before the app loads, so only the wallet listens for the app's ready event.
    const listen = window.addEventListener.bind(window)
    window.addEventListener = ((type: string, listener: EventListener, options?: unknown) => {
      if (type !== 'wallet-standard:app-ready' || typeof listener !== 'function')
        return listen(type, listener, options as AddEventListenerOptions)
      const deferred = (event: Event) => (early() ? later(() => listener(event)) : listener(event))
      return listen(type, deferred, options as AddEventListenerOptions)
    }) as typeof window.addEventListener
  }, delayMs)
}

/** Resolves once the wallet held back by `announceLate` has announced or registered. */
export async function lateWalletOut(page: Page) {
  await page.waitForFunction(() => '__keyportLateWalletOut' in window)
}

/**
 * Installs the test wallet as a legacy injected provider alone: `window.ethereum`, flagged as
 * MetaMask (the Connect view hides an unnamed 'Browser Wallet' on desktop), with no EIP-6963
 * announcement.
 *
 * @example
 * const wallet = await installInjectedOnly(page, { privateKey })
 */
export async function installInjectedOnly(
  page: Page,
  options: Parameters<typeof installWallet>[1] = {},
) {
  await page.addInitScript(() => {
    const dispatch = window.dispatchEvent.bind(window)
    window.dispatchEvent = (event) =>
      event.type === 'eip6963:announceProvider' ? true : dispatch(event)
  })
  const wallet = await installWallet(page, { ...options, legacy: true })
  await page.addInitScript(() => {
    const provider = (window as { ethereum?: object }).ethereum
    if (!provider || window !== window.top) return
    const flagged = new Proxy(provider, {
      get: (target, key) => (key === 'isMetaMask' ? true : Reflect.get(target, key)),
    })
    Object.defineProperty(window, 'ethereum', { value: flagged, configurable: true })
  })
  return wallet
}

const goneFlag = 'keyport-e2e:wallet-gone'

/**
 * Lets a test remove the test wallet for the loads after `uninstallWallet`, as a user who
 * removed the extension. Call it before `installWallet`: its init script marks the wallet as
 * already set up, so the wallet's bundle does nothing.
 *
 * @example
 * const uninstall = await removableWallet(page)
 * await installWallet(page)
 * // connect…
 * await uninstall()
 * await page.reload()
 */
export async function removableWallet(page: Page) {
  await page.addInitScript((flag) => {
    if (sessionStorage.getItem(flag) === '1')
      Object.assign(window, { __keyportTestWalletReady: Promise.resolve() })
  }, goneFlag)
  return () => page.evaluate((flag) => sessionStorage.setItem(flag, '1'), goneFlag)
}

/** Keyport's own storage keys (`@keyport/…`) that carry a connection across reloads. */
const connectionKeys = [
  '@keyport/connect.connector_id',
  '@keyport/connect.namespace',
  '@keyport/connect.chain_id',
] as const

/** Which of `connectionKeys` the page's localStorage still holds. */
export function storedConnection(page: Page) {
  return page.evaluate(
    (keys) => keys.filter((key) => localStorage.getItem(key) !== null),
    [...connectionKeys],
  )
}

/**
 * After a reload whose wallet is gone: the restore attempt has settled on a clean disconnected
 * page (the Connect button, no account, no modal, no alert) and the stale connection is no longer
 * stored, so the next load does not try again.
 */
export async function expectCleanlyDisconnected(page: Page) {
  await expect(page.locator('.page-wallet')).toHaveAttribute('data-restored', 'true')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Account / })).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(await storedConnection(page)).toEqual([])
}

/**
 * Reloads and checks the restore brought the same account back by itself: the restore attempt
 * settled, the account button is there, and no modal opened (no click, no sign-in prompt).
 */
export async function reloadAndExpectAccount(page: Page, address: string) {
  await page.reload()
  await expect(page.locator('.page-wallet')).toHaveAttribute('data-restored', 'true')
  await expect(page.getByRole('button', { name: `Account ${address}`, exact: true })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}
