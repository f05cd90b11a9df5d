import { createFakeFrame, provideFakeFrameTransport } from '@keyport/kernel/testing'
import { galleryAddress, galleryEmail } from '../fixtures.ts'
import { answerSessionKeys } from './gallerySessionKeys.ts'

export const frameOrigin = 'http://frame.test'

/**
 * The kernel's frame transport over the kernel's fake frame: the embedded wallet's real client
 * talks to it. It knows the gallery's user, gives a fixed Farcaster link and relays the smart
 * account's session-key reads; a login step it is
 * asked for (an email code, a social redirect) is never answered, so a view stays where it is.
 */
export function galleryFrame() {
  const fake = createFakeFrame({ origin: frameOrigin })
  fake.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({
    ok: true,
    payload: { smartAccountEnabledNetworks: [] },
  }))
  fake.answer('GET_USER', () => ({
    ok: true,
    payload: { email: galleryEmail, address: galleryAddress, chainId: 1 },
  }))
  fake.answer('IS_CONNECTED', () => ({ ok: true, payload: { isConnected: false } }))
  fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: 1 } }))
  // The frame draws the Farcaster sign-in itself; the gallery has no frame, so the view keeps
  // its waiting slot.
  fake.answer('SHOW_FARCASTER', () => undefined)
  answerSessionKeys(fake)
  return provideFakeFrameTransport(fake)
}
