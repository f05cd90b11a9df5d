// @vitest-environment jsdom
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { verifyMessage } from 'viem'
import { afterAll, describe, expect, test } from 'vitest'

const cacheDir = mkdtempSync(join(tmpdir(), 'keyport-wallet-bundle-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

/**
 * esbuild refuses to load under jsdom (its TextEncoder/Uint8Array invariant fails across realms),
 * so the build runs in a plain Node process, as it does under Playwright.
 */
function bundleInNode(): string {
  const module = join(dirname(fileURLToPath(import.meta.url)), 'bundleTestWallet.ts')
  const script = `const { bundleTestWallet } = await import(${JSON.stringify(module)});
process.stdout.write(await bundleTestWallet({ cacheDir: ${JSON.stringify(cacheDir)} }))`
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
}

describe('bundleTestWallet', () => {
  test('behavior: builds an IIFE that defines window.__keyportTestWallet and announces it', async () => {
    const bundle = bundleInNode()
    expect(readdirSync(cacheDir)).toEqual([
      expect.stringMatching(/^test-wallet\.[0-9a-f]{16}\.js$/),
    ])
    // The second build is read from the cache folder.
    expect(bundleInNode()).toBe(bundle)

    const announced: { info: { rdns: string } }[] = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      announced.push((event as CustomEvent).detail)
    })
    window.__keyportTestWalletOptions = { mode: 'approve', legacy: true }
    new Function(bundle)()

    const wallet = window.__keyportTestWallet
    expect(wallet?.isKeyportTestWallet).toBe(true)
    expect(announced.map((detail) => detail.info.rdns)).toEqual(['dev.keyport.testwallet'])
    expect((window as unknown as { ethereum: unknown }).ethereum).toBe(wallet)

    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)

    // The bundled viem signs correctly in a DOM: connect, then sign.
    const [address] = (await wallet!.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
    const signature = (await wallet!.request({
      method: 'personal_sign',
      params: ['0x6869', address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: address!, message: 'hi', signature })).toBe(true)
    expect(await wallet!.request({ method: 'eth_chainId' })).toBe('0x1')
  }, 30_000)
})
