import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { linkCheckoutModules } from '../../cli/testing/linkCheckoutModules.ts'
import { runCommand } from '../../cli/utils/runCommand.ts'
import { keyportCheckout } from '../../cli/utils/templatesDir.ts'
import { waitForHealth } from '../../server/stack/waitForHealth.ts'
import { installWallet } from './sandbox'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

test.describe('an app made by keyport new app', () => {
  let dir: string
  let app: ChildProcess | undefined
  test.afterEach(() => {
    // `npm start` runs Vite as its child: stop the whole process group.
    if (app?.pid) process.kill(-app.pid, 'SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  })

  test('starts with its own command and connects a wallet on the local stack', async ({ page }) => {
    test.setTimeout(240_000)
    dir = join(mkdtempSync(join(tmpdir(), 'keyport-e2e-app-')), 'x')
    // As a developer would, in this stack's environment (KEYPORT_PORT_OFFSET and friends).
    const made = await runCommand({
      command: 'npx',
      args: ['keyport', 'new', 'app', dir, '--plugins', 'connect,swap', '--yes', '--no-install'],
      cwd: keyportCheckout,
    })
    expect(made.code, made.output).toBe(0)
    linkCheckoutModules(dir) // what `npm install` would resolve, without a network
    const doctor = await runCommand({ command: 'npm', args: ['run', 'doctor'], cwd: dir })
    expect(doctor.output).toContain('No problems found.')
    expect(doctor.code).toBe(0)

    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    app = spawn('npm', ['start', '--', '--port', String(port), '--strictPort'], {
      cwd: dir,
      detached: true,
      stdio: 'ignore',
    })
    await waitForHealth('the app', url, { timeoutMs: 90_000 })

    await installWallet(page)
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'x' })).toBeVisible()
    // The first load compiles Keyport's sources and their dependencies for this app.
    await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: 90_000 })
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: /Keyport Test Wallet/ }).click({ timeout: 60_000 })
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Network Ethereum' })).toBeVisible()
  })
})
