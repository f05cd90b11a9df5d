import { expect, test } from '@playwright/test'
import { openSandbox } from './sandbox'

test.describe('plugins in the sandbox', () => {
  test('the demo plugin contributes a view, a service, a flag and can be switched off', async ({
    page,
  }) => {
    const connect = await openSandbox(page, '?plugins=hello')
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'Hello plugin' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Wave' }).click()
    await expect(dialog.getByRole('status').filter({ hasText: 'Hello, friend!' })).toBeVisible()
    await page.keyboard.press('Escape')

    await page.getByRole('checkbox', { name: 'hello' }).uncheck()
    await expect(page).toHaveURL(/plugins=(&|$)/)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('a view that refuses to close stays open on Escape and says why', async ({ page }) => {
    const connect = await openSandbox(page, '?plugins=hello')
    await connect.click()
    await page.getByRole('button', { name: /cannot be closed/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Locked step' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Finish this step to continue.')).toBeAttached()
    await dialog.getByRole('button', { name: 'Leave this step' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('bad configuration fails at start with a message naming the plugin', async ({ page }) => {
    await page.goto('/?plugins=swap')
    await expect(page.getByRole('alert')).toContainText(
      "Plugin 'swap' requires plugin 'connect', which is not installed.",
    )
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  })

  test('a link with unknown settings still opens and lists what it ignored', async ({ page }) => {
    await openSandbox(page, '?theme=blue&plugins=connect,nope')
    await expect(page.getByRole('alert')).toContainText("theme 'blue' is not light or dark")
    await expect(page.getByRole('alert')).toContainText("unknown plugin 'nope'")
  })
})
