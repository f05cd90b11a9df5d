import { BehaviorSubject } from 'rxjs'
import { describe, expect, test } from 'vitest'
import { createFakeFrame } from '../testing/createFakeFrame'
import { createManualClock } from '../time/ManualClock'
import { createFrameTransport } from './createFrameTransport'
import { syncFrame } from './syncFrame'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const metadata = {
  name: 'Sandbox',
  description: 'Keyport sandbox',
  url: 'https://app.example',
  icons: ['https://app.example/icon.png'],
}

function setup(
  dappData: Parameters<typeof syncFrame>[0]['dappData'] = { projectId: 'p', metadata },
) {
  const fake = createFakeFrame()
  fake.answer('SYNC_THEME', () => ({ ok: true, payload: {} }))
  fake.answer('SYNC_DAPP_DATA', () => ({ ok: true, payload: {} }))
  fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: 1 } }))
  const transport = createFrameTransport({
    url: fake.url,
    projectId: 'p',
    chainId: 1,
    window: fake.window,
    mount: fake.mount,
    clock: createManualClock(),
  })
  const theme$ = new BehaviorSubject({
    mode: 'light' as 'light' | 'dark',
    variables: { '--kp-accent': '#3b5bdb' } as Record<string, unknown>,
  })
  syncFrame({ transport, theme$, dappData })
  const sent = () =>
    fake.requests().filter((r) => r.type === 'SYNC_THEME' || r.type === 'SYNC_DAPP_DATA')
  return { fake, transport, theme$, sent }
}

describe('syncFrame', () => {
  test('behavior: a frame that says READY gets the app data and the theme; nothing before', async () => {
    const { fake, transport, theme$, sent } = setup()
    theme$.next({ mode: 'dark', variables: {} })
    expect(fake.state.mounts).toBe(0)
    await transport.request('GET_CHAIN_ID', {})
    await flush()
    expect(sent().map((r) => [r.type, r.payload])).toEqual([
      ['SYNC_DAPP_DATA', { projectId: 'p', metadata }],
      ['SYNC_THEME', { themeMode: 'dark', themeVariables: {} }],
    ])
    expect(fake.posted.every((p) => p.targetOrigin === 'https://frame.test')).toBe(true)
  })

  test('behavior: a theme change while the frame is mounted is sent at once; a new READY resends both', async () => {
    const { fake, transport, theme$, sent } = setup()
    await transport.load()
    await flush()
    theme$.next({ mode: 'dark', variables: { '--kp-accent': 'url(x)', '--kp-background': '#111' } })
    await flush()
    expect(sent().at(-1)?.payload).toEqual({
      themeMode: 'dark',
      themeVariables: { '--kp-background': '#111' },
    })
    fake.ready()
    await flush()
    expect(
      sent()
        .slice(-2)
        .map((r) => r.type),
    ).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME'])
  })

  test('behavior: a reset frame is not re-created by a theme change; no metadata sends no app data', async () => {
    const { fake, transport, theme$, sent } = setup({ projectId: 'p' })
    await transport.load()
    await flush()
    expect(sent().map((r) => r.type)).toEqual(['SYNC_THEME'])
    transport.reset()
    theme$.next({ mode: 'dark', variables: {} })
    await flush()
    expect(fake.state.mounts).toBe(1)
    expect(sent()).toHaveLength(1)
    transport.dispose()
    expect(theme$.observed).toBe(false)
  })

  test('behavior: an app with sponsorship but no metadata still tells the frame', async () => {
    const { transport, sent } = setup({ projectId: 'p', sponsorship: 'keyport' })
    await transport.load()
    await flush()
    expect(sent().map((r) => [r.type, r.payload])).toContainEqual([
      'SYNC_DAPP_DATA',
      { projectId: 'p', sponsorship: 'keyport' },
    ])
    transport.dispose()
  })
})
