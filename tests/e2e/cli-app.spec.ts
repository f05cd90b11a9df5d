import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { appEndpoint, waitForHealth } from '@keyport/stack'
import { expect, test } from '@playwright/test'
import { linkCheckoutModules } from '../../cli/testing/linkCheckoutModules.ts'
import { runCommand } from '../../cli/utils/runCommand.ts'
import { keyportCheckout } from '../../cli/utils/templatesDir.ts'
import { freshEmail, loginByEmail } from './emailSocial'
import { installWallet } from './sandbox'

test.describe('an app made by keyport new app', () => {
  let dir: string
  let app: ChildProcess | undefined
  test.afterEach(() => {
    // `npm start` runs Vite as its child: stop the whole process group.
    if (app?.pid) process.kill(-app.pid, 'SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  })

  test('starts with its own command, connects a wallet, and logs in by email through the stack’s frame', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    dir = join(mkdtempSync(join(tmpdir(), 'keyport-e2e-app-')), 'x')
    // As a developer would, in this stack's environment (KEYPORT_PORT_OFFSET and friends).
    const made = await runCommand({
      command: 'npx',
      args: [
        'keyport',
        'new',
        'app',
        dir,
        '--plugins',
        'connect,swap,email-social',
        '--yes',
        '--no-install',
      ],
      cwd: keyportCheckout,
    })
    expect(made.code, made.output).toBe(0)
    linkCheckoutModules(dir) // what `npm install` would resolve, without a network
    const doctor = await runCommand({ command: 'npm', args: ['run', 'doctor'], cwd: dir })
    expect(doctor.output).toContain('No problems found.')
    expect(doctor.code).toBe(0)

    // Its own port, the one the stack's secure frame accepts (server/stack/appEndpoint.ts).
    const { url } = appEndpoint(process.env)
    app = spawn('npm', ['start'], {
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

    // Email login runs in the stack's secure frame, which accepts this app's origin.
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await loginByEmail(page, freshEmail('app'))
    await expect(page.locator('#w3m-iframe')).toHaveAttribute('src', /\/sdk\?/)
  })
})
