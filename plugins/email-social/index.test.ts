import { connectorsToken, connectPlugin } from '@keyport/connect'
import { testNetworks } from '@keyport/connect/testing'
import { clockToken, frameTransportToken, lazyService, provide, toastToken } from '@keyport/kernel'
import { createFrameTransport } from '@keyport/kernel/frame'
import { createFakeFrame, createTestKernel } from '@keyport/kernel/testing'
import { BehaviorSubject } from 'rxjs'
import { describe, expect, test, vi } from 'vitest'
import { EmbeddedWalletRpcError } from './errors.ts'
import { emailSocialPlugin } from './index.ts'
import type { EmbeddedWallet } from './services/createEmbeddedWallet.ts'
import { embeddedWalletToken } from './tokens.ts'

/** An embedded wallet whose frame never loads; only its approval state and abort matter here. */
function fakeWallet() {
  const approval$ = new BehaviorSubject(false)
  const wallet = {
    approval$,
    preload: vi.fn(async () => {}),
    abortUnsafe: vi.fn(),
    dispose: vi.fn(),
  } as Partial<EmbeddedWallet> as EmbeddedWallet
  return { wallet, approval$ }
}

function start() {
  const { wallet, approval$ } = fakeWallet()
  const kernel = createTestKernel({
    plugins: [connectPlugin({ networks: testNetworks }), emailSocialPlugin()],
    options: { projectId: 'keyport-dev', frameUrl: 'http://frame.test' },
    overrides: [provide(embeddedWalletToken, () => wallet)],
  })
  return { kernel, wallet, approval$ }
}

describe('emailSocialPlugin', () => {
  test('behavior: a request from the page opens the approval and closes the modal after it', () => {
    const { kernel, approval$ } = start()
    approval$.next(true)
    expect(kernel.modal.state.open).toBe(true)
    expect(kernel.router.current.view).toBe('ApproveTransaction')
    approval$.next(false)
    expect(kernel.modal.state.open).toBe(false)
  })

  test('behavior: a request from a flow in the modal shows the approval on top, then returns to that flow', () => {
    const { kernel, wallet, approval$ } = start()
    kernel.modal.open({ view: 'Networks' })
    approval$.next(true)
    expect(kernel.router.current.view).toBe('ApproveTransaction')
    approval$.next(false)
    expect(kernel.modal.state.open).toBe(true)
    expect(kernel.router.current.view).toBe('Networks')
    expect(wallet.abortUnsafe).not.toHaveBeenCalled()
  })

  test('behavior: closing the modal aborts the open unsafe requests', () => {
    const { kernel, wallet, approval$ } = start()
    approval$.next(true)
    kernel.modal.close({ force: true })
    expect(wallet.abortUnsafe).toHaveBeenCalledTimes(1)
  })
})

describe("emailSocialPlugin's refusals", () => {
  test("behavior: a method the frame refuses shows the error toast 'Action not allowed'", async () => {
    const { kernel, wallet } = start()
    wallet.request = vi.fn(async () => {
      throw new EmbeddedWalletRpcError('Requested RPC call is not allowed', 4200)
    })
    const provider = kernel.resolve(connectorsToken).get('auth')!.getProvider()
    await expect(provider.request({ method: 'wallet_grantPermissions' })).rejects.toMatchObject({
      code: 4200,
    })
    await expect
      .poll(() => kernel.resolve(toastToken).state)
      .toMatchObject({ open: true, variant: 'error', message: 'Action not allowed' })

    // A declined signature is the user's own choice: no such toast.
    kernel.resolve(toastToken).close()
    wallet.request = vi.fn(async () => {
      throw new EmbeddedWalletRpcError('Signature declined', 4001)
    })
    await expect(provider.request({ method: 'personal_sign' })).rejects.toMatchObject({
      code: 4001,
    })
    expect(kernel.resolve(toastToken).state.open).toBe(false)
  })
})

describe("emailSocialPlugin's secure frame", () => {
  test('behavior: the wallet talks through the kernel’s frame transport, created on first use', async () => {
    const fake = createFakeFrame()
    let created = 0
    const kernel = createTestKernel({
      plugins: [connectPlugin({ networks: testNetworks }), emailSocialPlugin()],
      options: { projectId: 'keyport-dev', frameUrl: fake.origin },
      overrides: [
        provide(frameTransportToken, ({ resolve }) =>
          lazyService(async () => {
            created++
            return createFrameTransport({
              url: fake.url,
              projectId: 'keyport-dev',
              chainId: 1,
              window: fake.window,
              mount: fake.mount,
              clock: resolve(clockToken),
            })
          }),
        ),
      ],
    })
    expect(created).toBe(0)
    fake.answer('SWITCH_NETWORK', () => ({ ok: true, payload: { chainId: 1 } }))
    await kernel.resolve(embeddedWalletToken).switchNetwork(1)
    expect(created).toBe(1)
    expect(fake.state.mounts).toBe(1)
  })

  test('behavior: without the frameUrl option the kernel does not start, saying what to set', () => {
    const run = () =>
      createTestKernel({
        plugins: [connectPlugin({ networks: testNetworks }), emailSocialPlugin()],
        options: { projectId: 'keyport-dev' },
      })
    expect(run).toThrow("Plugin 'email-social' failed to set up: No secure frame is configured.")
  })
})
