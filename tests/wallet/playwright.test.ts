import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { afterAll, describe, expect, test } from 'vitest'
import { installTestWallet } from './playwright.ts'

/** The little of jsdom this test uses; jsdom ships no types and @types/jsdom is not installed. */
interface Dom {
  window: { eval(code: string): unknown; localStorage: Storage }
}
const { JSDOM } = (await import('jsdom' as string)) as {
  JSDOM: new (html: string, options: { url: string; runScripts: 'outside-only' }) => Dom
}

const cacheDir = mkdtempSync(join(tmpdir(), 'keyport-wallet-install-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

/**
 * Just enough of Playwright's Page over jsdom: init scripts run on every `goto`, and
 * `evaluate` sends the function as source text, as Playwright does, so a handle method that
 * leaned on a closure would fail here as it would in Chromium.
 */
function fakePage() {
  const scripts: string[] = []
  let dom: Dom | undefined
  const page = {
    async addInitScript({ content }: { content: string }) {
      scripts.push(content)
    },
    async goto(url: string) {
      // Each JSDOM has its own storage; carry the origin's localStorage over, as a browser keeps it.
      const saved = Object.entries(dom?.window.localStorage ?? {})
      dom = new JSDOM('<!doctype html>', { url, runScripts: 'outside-only' })
      for (const [key, value] of saved) dom.window.localStorage.setItem(key, value)
      for (const script of scripts) dom.window.eval(script)
    },
    async evaluate(fn: (arg: unknown) => unknown, arg?: unknown) {
      if (!dom) throw new Error('goto first')
      return dom.window.eval(`(${fn.toString()})(${JSON.stringify(arg)})`)
    },
  }
  return page
}

describe('installTestWallet', () => {
  test('behavior: the handle steers the wallet the init script installed, and state survives a reload', async () => {
    const page = fakePage()
    const wallet = await installTestWallet(page as unknown as Page, {
      cacheDir,
      chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:9/unused', name: 'Offline' }],
    })
    await page.goto('http://127.0.0.1:5173/')
    expect(wallet.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')

    await wallet.setMode('eth_requestAccounts', 'reject')
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    await wallet.setMode('eth_requestAccounts', 'approve')
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
    expect((await wallet.log()).map((entry) => entry.outcome)).toEqual(['rejected', 'approved'])

    await page.goto('http://127.0.0.1:5173/')
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([wallet.address])
    expect(await wallet.pending()).toEqual([])
  }, 30_000)
})
