// @vitest-environment jsdom
import { connectionToken } from '@keyport/connect'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { answerGetUser, openLoginView, testAddress, testEmail } from '../testing/openLoginView.ts'
import ConnectingSocialView from './ConnectingSocialView.tsx'
import { openSocialPopup } from './socialPopup.ts'

const authorizeUri = 'https://accounts.google.test/authorize?state=s'
const resultUri = 'http://frame.test/social/callback?code=c&state=s'

/** A popup window as the test sees it: where the view sent it, and whether it is closed. */
function fakePopup() {
  const popup = {
    closed: false,
    location: { href: '' },
    close: vi.fn(() => {
      popup.closed = true
    }),
  }
  return popup
}

/** The click's popup (opened as SocialButton does), then the view for Google. */
async function openConnectingSocial(popup: ReturnType<typeof fakePopup> | null = fakePopup()) {
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  openSocialPopup()
  const view = await openLoginView(undefined, {
    ui: <ConnectingSocialView view="ConnectingSocial" params={{ provider: 'google' }} />,
  })
  view.fake.answer('GET_SOCIAL_REDIRECT_URI', () => ({ ok: true, payload: { uri: authorizeUri } }))
  return { ...view, popup }
}

/** Holds the frame's CONNECT_SOCIAL answer until the test calls the function it returns. */
function holdSocialLogin(fake: Awaited<ReturnType<typeof openConnectingSocial>>['fake']) {
  let answer: (() => void) | undefined
  fake.answer('CONNECT_SOCIAL', (request) => {
    answer = () =>
      fake.reply(request, {
        ok: true,
        payload: { email: testEmail, address: testAddress, chainId: 1 },
      })
    return undefined
  })
  return () => answer?.()
}

const post = (init: MessageEventInit) =>
  act(() => window.dispatchEvent(new MessageEvent('message', init)))

describe('ConnectingSocialView', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  test('behavior: sends the popup to the provider and waits for the frame, which finishes the login from its own callback; the app hands it nothing', async () => {
    const { kernel, fake, sent, popup } = await openConnectingSocial()
    const finishLogin = holdSocialLogin(fake)
    answerGetUser(fake)
    expect(screen.getByRole('status').textContent).toContain('Continue in the Google window')
    await waitFor(() => expect(popup!.location.href).toBe(authorizeUri))
    expect(sent('GET_SOCIAL_REDIRECT_URI').map((request) => request.payload)).toEqual([
      { provider: 'google' },
    ])
    await waitFor(() => expect(sent('CONNECT_SOCIAL')).toHaveLength(1))
    expect(sent('CONNECT_SOCIAL')[0]?.payload).toEqual({})
    // A callback URL posted to the app's window (by anyone) is not used: only the frame finishes.
    post({
      origin: 'http://frame.test',
      source: popup as unknown as Window,
      data: { channel: 'keyport:social-result', resultUri },
    })
    expect(sent('CONNECT_SOCIAL')).toHaveLength(1)
    act(() => fake.event('SOCIAL_RESULT', {}))
    expect(kernel.toast.state).toMatchObject({ message: 'Authenticating...', variant: 'loading' })
    act(() => finishLogin())
    await waitFor(() => expect(kernel.resolve(connectionToken).state.status).toBe('connected'))
    expect(kernel.resolve(connectionToken).state).toMatchObject({
      address: testAddress,
      connectorId: 'auth',
    })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: a popup the user closes shows the blocked-or-closed error; Try again opens a new one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { popup } = await openConnectingSocial()
    // vi.waitFor polls on vitest's own timers, which the fake interval leaves alone.
    await vi.waitFor(() => expect(popup!.location.href).toBe(authorizeUri))
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.queryByRole('alert')).toBeNull()
    popup!.closed = true
    // The frame's answer gets a moment after the window closed (the callback page closes it).
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(2_000))
    expect(screen.getByRole('alert').textContent).toContain(
      'The login window was blocked or closed. Try again.',
    )
    const next = fakePopup()
    vi.mocked(window.open).mockReturnValue(next as unknown as Window)
    vi.useRealTimers()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(next.location.href).toBe(authorizeUri))
  })

  test('behavior: a blocked popup shows the error at once and asks the frame nothing', async () => {
    const { sent } = await openConnectingSocial(null)
    expect(screen.getByRole('alert').textContent).toContain(
      'The login window was blocked or closed. Try again.',
    )
    expect(sent('GET_SOCIAL_REDIRECT_URI')).toEqual([])
  })

  test('behavior: a failed social login shows the frame message and stays disconnected', async () => {
    const { kernel, fake, popup } = await openConnectingSocial()
    fake.answer('CONNECT_SOCIAL', () => ({ ok: false, message: 'Social login failed' }))
    await waitFor(() => expect(popup!.location.href).toBe(authorizeUri))
    expect((await screen.findByRole('alert')).textContent).toContain('Social login failed')
    expect(kernel.resolve(connectionToken).state.status).toBe('disconnected')
  })

  test("behavior: 'Authenticating...' shows while the frame logs in; a failed connect after it shows the spec's toast, disconnects and resets to Connect", async () => {
    const { kernel, fake, popup, sent } = await openConnectingSocial()
    const finishLogin = holdSocialLogin(fake)
    fake.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({
      ok: true,
      payload: { smartAccountEnabledNetworks: [] },
    }))
    fake.answer('GET_USER', () => ({ ok: false, message: 'No user' }))
    await waitFor(() => expect(popup!.location.href).toBe(authorizeUri))
    await waitFor(() => expect(sent('CONNECT_SOCIAL')).toHaveLength(1))
    act(() => fake.event('SOCIAL_RESULT', {}))
    expect(kernel.toast.state).toMatchObject({
      open: true,
      message: 'Authenticating...',
      variant: 'loading',
    })
    act(() => finishLogin())
    await waitFor(() => expect(kernel.router.current.view).toBe('Connect'))
    // The error replaces the loading toast after the spec's 150 ms swap.
    act(() => kernel.clock.advance(150))
    expect(kernel.toast.state).toMatchObject({
      open: true,
      message: 'A problem occurred while trying initialize authentication',
      variant: 'error',
    })
    expect(kernel.resolve(connectionToken).state.status).toBe('disconnected')
  })

  test('behavior: a refused redirect URI closes the popup and shows the frame message', async () => {
    const { fake, popup } = await openConnectingSocial()
    fake.answer('GET_SOCIAL_REDIRECT_URI', () => ({ ok: false, message: 'Provider disabled' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Provider disabled')
    expect(popup!.close).toHaveBeenCalled()
    expect(popup!.location.href).toBe('')
  })

  test('behavior: Cancel goes back', async () => {
    const { kernel } = await openConnectingSocial()
    kernel.router.push('ConnectSocials')
    kernel.router.push('ConnectingSocial', { provider: 'google' })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(kernel.router.current.view).toBe('ConnectSocials')
  })
})
