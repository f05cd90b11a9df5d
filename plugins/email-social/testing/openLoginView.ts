import { connectPlugin } from '@keyport/connect'
import { testNetworks } from '@keyport/connect/testing'
import type { KeyportOptions, KeyportViews, OpenModalTarget } from '@keyport/kernel'
import {
  createFakeFrame,
  createTestKernel,
  provideFakeFrameTransport,
  renderWithKernel,
} from '@keyport/kernel/testing'
import type { ReactNode } from 'react'
import { emailSocialPlugin } from '../index.ts'

export const testEmail = 'ada@example.com'
export const testAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The frame's answers that turn a login into a connected wallet (get-user). */
export function answerGetUser(fake: ReturnType<typeof createFakeFrame>) {
  fake.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({
    ok: true,
    payload: { smartAccountEnabledNetworks: [] },
  }))
  fake.answer('GET_USER', () => ({
    ok: true,
    payload: { email: testEmail, address: testAddress, chainId: 1 },
  }))
}

export type OpenLoginViewOptions = {
  /** Feature flags for the kernel, e.g. `{ socials: ['google'] }`. */
  features?: KeyportOptions['features']
  /** Rendered inside the provider instead of the modal's view (for sections and components). */
  ui?: ReactNode
}

/**
 * The real email-social and connect plugins in a test kernel whose frame transport (the kernel's
 * service, replaced by token) talks to the kernel's fake frame; opens `open` in the modal (or renders `ui`) and resolves to the kernel, the fake frame and the
 * requests the app sent of one type.
 *
 * @example
 * const { fake, sent } = await openLoginView({ view: 'EmailVerifyOtp', params: { email: testEmail } })
 * fake.answer('CONNECT_OTP', () => ({ ok: true, payload: {} }))
 */
export async function openLoginView<V extends keyof KeyportViews>(
  open: OpenModalTarget<V> | undefined,
  { features, ui = null }: OpenLoginViewOptions = {},
) {
  const fake = createFakeFrame({ origin: 'http://frame.test' })
  const kernel = createTestKernel({
    plugins: [connectPlugin({ networks: testNetworks }), emailSocialPlugin()],
    options: {
      projectId: 'keyport-dev',
      frameUrl: fake.origin,
      ...(features ? { features } : {}),
    },
    overrides: [provideFakeFrameTransport(fake)],
  })
  // The plugins' texts, views and sections load with the modal; a view rendered on its own gets
  // them loaded first.
  await kernel.prepareModal()
  if (open) kernel.modal.open(open)
  const { container } = renderWithKernel(ui, kernel)
  const sent = (type: string) => fake.requests().filter((request) => request.type === type)
  return { kernel, fake, sent, container }
}
