import {
  createManualClock,
  createStorage,
  type KeyportError,
  lazyService,
  storageKeys,
} from '@keyport/kernel'
import {
  createFrameTransport,
  FRAME_CHANNEL,
  FRAME_REQUEST_TIMEOUT_MS,
} from '@keyport/kernel/frame'
import { createFakeFrame, createMemoryStorage } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import { EmailCooldownError, EmbeddedWalletRpcError } from '../errors.ts'
import { EMAIL_COOLDOWN_MS } from '../storage.ts'
import { createEmbeddedWallet } from './createEmbeddedWallet.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * The wallet over a real frame transport (provided lazily, as the kernel's `frameTransportToken`
 * is) whose frame is the kernel's fake; no real time passes.
 */
function setup({ smartSessions = false } = {}) {
  const fake = createFakeFrame()
  const clock = createManualClock(1_000_000)
  const backend = createMemoryStorage()
  const storage = createStorage({ backend: () => backend })
  let created = 0
  const wallet = createEmbeddedWallet({
    storage,
    clock,
    smartSessions: () => smartSessions,
    transport: lazyService(async () => {
      created++
      return createFrameTransport({
        url: fake.url,
        projectId: 'keyport-dev',
        chainId: 1,
        window: fake.window,
        mount: fake.mount,
        clock,
      })
    }),
  })
  const sent = (type: string) => fake.requests().filter((request) => request.type === type)
  return { fake, clock, storage, wallet, sent, transports: () => created }
}

const labels = { qr: 'QR', open: 'Open', copy: 'Copy link', copied: 'Copied', copyFailed: 'No' }

/** Lets the transport post (it awaits the frame's READY first) before the clock moves. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createEmbeddedWallet', () => {
  test('behavior: the frame is created on first use, once', async () => {
    const { fake, wallet, transports } = setup()
    expect(transports()).toBe(0)
    fake.answer('SWITCH_NETWORK', () => ({ ok: true, payload: { chainId: 1 } }))
    await wallet.switchNetwork(1)
    await wallet.switchNetwork(1)
    expect(transports()).toBe(1)
    expect(fake.state.mounts).toBe(1)
  })

  test("behavior: login by code: the email's answer, a 30 s cooldown, then the code logs in", async () => {
    const { fake, clock, storage, wallet, sent } = setup()
    fake.answer('CONNECT_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_OTP' } }))
    fake.answer('CONNECT_OTP', () => ({ ok: true, payload: {} }))
    await expect(wallet.connectEmail('ada@example.com')).resolves.toBe('VERIFY_OTP')
    expect(sent('CONNECT_EMAIL')[0]?.payload).toEqual({ email: 'ada@example.com' })

    clock.advance(EMAIL_COOLDOWN_MS - 12_500)
    const early = await wallet.connectEmail('ada@example.com').catch((error: unknown) => error)
    expect(early).toBeInstanceOf(EmailCooldownError)
    expect((early as KeyportError).shortMessage).toBe('Please try again after 13 seconds')
    expect(sent('CONNECT_EMAIL')).toHaveLength(1)
    clock.advance(12_500)
    await expect(wallet.connectEmail('ada@example.com')).resolves.toBe('VERIFY_OTP')

    await wallet.connectOtp('123456')
    expect(sent('CONNECT_OTP')[0]?.payload).toEqual({ otp: '123456' })
    expect(storage.getItem(storageKeys.EMAIL_LOGIN_USED)).toBe(true)
    // Logged in: the next login email is not held back by the cooldown.
    expect(storage.getItem(storageKeys.LAST_EMAIL_LOGIN_TIME)).toBeUndefined()
    await expect(wallet.connectEmail('ada@example.com')).resolves.toBe('VERIFY_OTP')
  })

  test('behavior: a refused code rejects with the frame message and logs nobody in', async () => {
    const { fake, storage, wallet } = setup()
    fake.answer('CONNECT_OTP', () => ({ ok: false, message: 'Invalid code' }))
    await expect(wallet.connectOtp('000000')).rejects.toMatchObject({
      shortMessage: 'Invalid code',
    })
    expect(storage.getItem(storageKeys.EMAIL_LOGIN_USED)).toBeUndefined()
  })

  test('behavior: a code the frame never answers times out after 30 s with FrameRequestTimeoutError, and the frame is asked to RELOAD', async () => {
    const { fake, clock, wallet, sent } = setup()
    fake.answer('CONNECT_OTP', () => undefined)
    fake.answer('RELOAD', () => ({ ok: true, payload: {} }))
    const answer = wallet.connectOtp('123456').catch((error: unknown) => error)
    await settle()
    expect(sent('RELOAD')).toHaveLength(0)
    clock.advance(FRAME_REQUEST_TIMEOUT_MS)
    expect(await answer).toMatchObject({ name: 'FrameRequestTimeoutError' })
    await expect.poll(() => sent('RELOAD')).toHaveLength(1)
    // The restarted page says READY; the next code goes to it, in the same element.
    fake.ready()
    fake.answer('CONNECT_OTP', () => ({ ok: true, payload: {} }))
    await wallet.connectOtp('123456')
    expect(fake.state.mounts).toBe(1)
  })

  test('behavior: chain id comes from storage; after a login with none stored, from the frame (GET_CHAIN_ID), then stored', async () => {
    const { fake, storage, wallet, sent } = setup()
    await expect(wallet.getChainId()).resolves.toBe(1)
    storage.setItem(storageKeys.LAST_USED_CHAIN, 10)
    await expect(wallet.getChainId()).resolves.toBe(10)
    expect(fake.state.mounts).toBe(0)
    storage.removeItem(storageKeys.LAST_USED_CHAIN)
    storage.setItem(storageKeys.EMAIL_LOGIN_USED, true)
    fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: 8453 } }))
    await expect(wallet.getChainId()).resolves.toBe(8453)
    expect(storage.getItem(storageKeys.LAST_USED_CHAIN)).toBe(8453)
    await expect(wallet.getChainId()).resolves.toBe(8453)
    expect(sent('GET_CHAIN_ID')).toHaveLength(1)
  })

  test('behavior: device approval asks again after each time-out until the link is clicked', async () => {
    const { fake, clock, wallet, sent } = setup()
    let clicked = false
    fake.answer('CONNECT_DEVICE', () => (clicked ? { ok: true, payload: {} } : undefined))
    let done = false
    const approved = wallet.connectDevice(new AbortController().signal).then(() => {
      done = true
    })
    await settle()
    clock.advance(FRAME_REQUEST_TIMEOUT_MS)
    await settle()
    clock.advance(FRAME_REQUEST_TIMEOUT_MS)
    await settle()
    expect(sent('CONNECT_DEVICE')).toHaveLength(3)
    expect(done).toBe(false)
    clicked = true
    clock.advance(FRAME_REQUEST_TIMEOUT_MS)
    await approved
    expect(sent('CONNECT_DEVICE')).toHaveLength(4)
  })

  test('behavior: device approval stops asking when the view aborts', async () => {
    const { fake, clock, wallet, sent } = setup()
    fake.answer('CONNECT_DEVICE', () => undefined)
    const controller = new AbortController()
    const approved = wallet.connectDevice(controller.signal).catch((error: unknown) => error)
    await settle()
    controller.abort()
    expect(await approved).toMatchObject({ name: 'FrameRequestAbortedError' })
    clock.advance(FRAME_REQUEST_TIMEOUT_MS)
    await settle()
    expect(sent('CONNECT_DEVICE')).toHaveLength(1)
  })

  test('behavior: device approval gives up at once on an error other than a time-out', async () => {
    const { fake, wallet, sent } = setup()
    fake.answer('CONNECT_DEVICE', () => ({ ok: false, message: 'Link expired' }))
    await expect(wallet.connectDevice(new AbortController().signal)).rejects.toMatchObject({
      shortMessage: 'Link expired',
    })
    expect(sent('CONNECT_DEVICE')).toHaveLength(1)
  })

  test('behavior: social login asks for the redirect URI, then stores the email and user name', async () => {
    const { fake, storage, wallet, sent } = setup()
    fake.answer('GET_SOCIAL_REDIRECT_URI', () => ({
      ok: true,
      payload: { uri: 'https://accounts.test/auth?state=s' },
    }))
    fake.answer('CONNECT_SOCIAL', () => ({
      ok: true,
      payload: { email: 'ada@example.com', address, chainId: 1, userName: null },
    }))
    await expect(wallet.socialRedirectUri('google')).resolves.toBe(
      'https://accounts.test/auth?state=s',
    )
    expect(sent('GET_SOCIAL_REDIRECT_URI')[0]?.payload).toEqual({ provider: 'google' })
    await wallet.connectSocial(new AbortController().signal)
    // The app hands the frame nothing: the frame takes the provider's answer from its own page.
    expect(sent('CONNECT_SOCIAL')[0]?.payload).toEqual({})
    expect(storage.getItem(storageKeys.EMAIL_LOGIN_USED)).toBe(true)
    expect(storage.getItem(storageKeys.EMAIL)).toBe('ada@example.com')
    // No user name from the provider: the email stands in for it.
    expect(storage.getItem(storageKeys.SOCIAL_USERNAME)).toBe('ada@example.com')
  })

  test('behavior: while the user is at the provider, the wallet asks again after each 30 s time-out until the view stops waiting', async () => {
    const { fake, clock, storage, wallet, sent } = setup()
    fake.answer('CONNECT_SOCIAL', () => undefined)
    const waiting = new AbortController()
    const answer = wallet.connectSocial(waiting.signal).catch((error: unknown) => error)
    await settle()
    clock.advance(FRAME_REQUEST_TIMEOUT_MS)
    await settle()
    clock.advance(FRAME_REQUEST_TIMEOUT_MS)
    await settle()
    expect(sent('CONNECT_SOCIAL')).toHaveLength(3)
    waiting.abort()
    expect(await answer).toMatchObject({ name: 'FrameRequestAbortedError' })
    expect(storage.getItem(storageKeys.EMAIL_LOGIN_USED)).toBeUndefined()
  })

  test('behavior: Farcaster: the frame draws the sign-in over the slot (no link comes back), then the user name is stored; it waits without a time-out', async () => {
    const { fake, clock, storage, wallet, sent } = setup()
    fake.answer('SHOW_FARCASTER', () => ({ ok: true, payload: {} }))
    fake.answer('HIDE_FARCASTER', () => ({ ok: true, payload: {} }))
    const slot = { id: 'slot' } as unknown as Element
    const exits: string[] = []
    await wallet.showFarcaster(slot, labels, (exit) => exits.push(exit))
    expect(fake.state.placedOver).toBe(slot)
    expect(sent('SHOW_FARCASTER')[0]?.payload).toEqual({ labels })
    fake.event('FOCUS_EXIT', { exit: 'forward' })
    expect(exits).toEqual(['forward'])
    await wallet.focusFarcaster()
    expect(fake.state.focused).toBe(1)
    let signedIn = false
    fake.answer('CONNECT_FARCASTER', () =>
      signedIn ? { ok: true, payload: { userName: 'ada' } } : undefined,
    )
    const first = wallet.connectFarcaster().then(
      () => 'connected',
      (error: unknown) => error,
    )
    await settle()
    // The user takes longer than a timed request's 30 s to scan the code: still waiting.
    clock.advance(2 * FRAME_REQUEST_TIMEOUT_MS)
    await settle()
    const last = fake.requests().findLast((request) => request.type === 'CONNECT_FARCASTER')!
    signedIn = true
    fake.reply(last, { ok: true, payload: { userName: 'ada' } })
    expect(await first).toBe('connected')
    expect(storage.getItem(storageKeys.SOCIAL_USERNAME)).toBe('ada')
    expect(storage.getItem(storageKeys.EMAIL_LOGIN_USED)).toBe(true)
    await wallet.hideFarcaster()
    expect(fake.state.placedOver).toBeNull()
    expect(sent('HIDE_FARCASTER')).toHaveLength(1)
  })

  test('behavior: the session token from SESSION_UPDATE goes back with is-connected; not connected forgets the login', async () => {
    const { fake, storage, wallet, sent } = setup()
    expect(await wallet.isConnected()).toBe(false)
    expect(sent('IS_CONNECTED')).toHaveLength(0)

    fake.answer('CONNECT_OTP', () => ({ ok: true, payload: {} }))
    await wallet.connectOtp('123456')
    fake.event('SESSION_UPDATE', { token: 'session-1' })
    expect(storage.getItem(storageKeys.SESSION_TOKEN)).toBe('session-1')
    storage.setItem(storageKeys.EMAIL, 'ada@example.com')
    fake.answer('IS_CONNECTED', () => ({ ok: true, payload: { isConnected: true } }))
    expect(await wallet.isConnected()).toBe(true)
    expect(sent('IS_CONNECTED')[0]?.payload).toEqual({ token: 'session-1' })

    storage.setItem(storageKeys.LAST_USED_CHAIN, 8453)
    storage.setItem(storageKeys.SOCIAL_USERNAME, 'ada')
    fake.answer('IS_CONNECTED', () => ({ ok: true, payload: { isConnected: false } }))
    expect(await wallet.isConnected()).toBe(false)
    for (const key of [
      storageKeys.EMAIL_LOGIN_USED,
      storageKeys.EMAIL,
      storageKeys.SESSION_TOKEN,
      storageKeys.LAST_USED_CHAIN,
      storageKeys.SOCIAL_USERNAME,
    ])
      expect(storage.getItem(key)).toBeUndefined()
  })

  test('behavior: a frame replaced after load (a new READY) gets the stored session, chain and account type back', async () => {
    const { fake, storage, wallet, sent } = setup()
    fake.answer('CONNECT_OTP', () => ({ ok: true, payload: {} }))
    await wallet.connectOtp('123456')
    fake.event('SESSION_UPDATE', { token: 'session-1' })
    storage.setItem(storageKeys.LAST_USED_CHAIN, 8453)
    storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, 'smartAccount')
    fake.answer('IS_CONNECTED', () => ({ ok: true, payload: { isConnected: true } }))
    fake.answer('GET_USER', () => ({ ok: true, payload: { address, chainId: 8453 } }))
    expect(sent('IS_CONNECTED')).toHaveLength(0)
    fake.ready()
    await expect.poll(() => sent('GET_USER')).toHaveLength(1)
    expect(sent('IS_CONNECTED')[0]?.payload).toEqual({ token: 'session-1' })
    expect(sent('GET_USER')[0]?.payload).toEqual({
      chainId: 8453,
      preferredAccountType: 'smartAccount',
    })
  })

  test('behavior: sign-out forgets the login and finishes within 3 s when the frame never answers', async () => {
    const { fake, clock, storage, wallet } = setup()
    fake.answer('CONNECT_OTP', () => ({ ok: true, payload: {} }))
    await wallet.connectOtp('123456')
    storage.setItem(storageKeys.LAST_USED_CHAIN, 8453)
    storage.setItem(storageKeys.SOCIAL_USERNAME, 'ada')
    fake.answer('SIGN_OUT', () => undefined)
    let done = false
    const signedOut = wallet.signOut().then(() => {
      done = true
    })
    await settle()
    for (const key of [
      storageKeys.EMAIL_LOGIN_USED,
      storageKeys.EMAIL,
      storageKeys.LAST_USED_CHAIN,
      storageKeys.SOCIAL_USERNAME,
    ])
      expect(storage.getItem(key)).toBeUndefined()
    clock.advance(2_999)
    await settle()
    expect(done).toBe(false)
    clock.advance(1)
    await signedOut
  })

  test('behavior: permissions (ERC-7715) reach the frame only with the smartSessions flag on', async () => {
    const off = setup()
    for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions'])
      await expect(off.wallet.request(method, [{}])).rejects.toMatchObject({
        shortMessage: 'Requested RPC call is not allowed',
        code: 4200,
      })
    expect(off.sent('RPC_REQUEST')).toEqual([])

    const on = setup({ smartSessions: true })
    await on.wallet.preload()
    on.fake.answer('RPC_REQUEST', () => ({ ok: true, payload: null }))
    await expect(on.wallet.request('wallet_revokePermissions', [{}])).resolves.toBeNull()
    expect(on.sent('RPC_REQUEST')).toHaveLength(1)
  })

  test('behavior: RPC: chain id from storage, unknown methods refused, signing shows the frame until answered', async () => {
    const { fake, storage, wallet, sent } = setup()
    storage.setItem(storageKeys.LAST_USED_CHAIN, 8453)
    await expect(wallet.request('eth_chainId')).resolves.toBe('0x2105')
    await expect(wallet.request('wallet_teleport')).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
      code: 4200,
    })

    // Signing follows a login, so the frame is already there.
    await wallet.preload()
    const approvals: boolean[] = []
    wallet.approval$.subscribe((open) => approvals.push(open))
    fake.answer('RPC_REQUEST', () => undefined)
    const signed = wallet.request('personal_sign', ['0x6869', address])
    await settle()
    expect(fake.state.visible).toBe(true)
    expect(approvals).toEqual([false, true])
    // The card asks for the room it needs; the frame gets it.
    fake.event('APPROVAL_SIZE', { height: 560 })
    expect(fake.state.height).toBe(560)
    const request = sent('RPC_REQUEST')[0]!
    expect(request.payload).toEqual({
      method: 'personal_sign',
      params: ['0x6869', address],
      chainId: 8453,
    })
    fake.reply(request, { ok: true, payload: '0xsignature' })
    await expect(signed).resolves.toBe('0xsignature')
    expect(fake.state.visible).toBe(false)
    expect(approvals).toEqual([false, true, false])
  })

  test('behavior: a declined or aborted signature is a 4001 EmbeddedWalletRpcError', async () => {
    const { fake, wallet } = setup()
    fake.answer('RPC_REQUEST', () => ({ ok: false, message: 'Signature declined' }))
    const declined = await wallet.request('personal_sign', ['0x6869', address]).catch((e) => e)
    expect(declined).toBeInstanceOf(EmbeddedWalletRpcError)
    expect(declined).toMatchObject({ shortMessage: 'Signature declined', code: 4001 })

    fake.answer('RPC_REQUEST', () => undefined)
    const aborted = wallet.request('personal_sign', ['0x6869', address]).catch((e) => e)
    await settle()
    wallet.abortUnsafe()
    expect(await aborted).toMatchObject({ shortMessage: 'Request was aborted', code: 4001 })
    expect(fake.requests().at(-1)?.type).toBe('RPC_ABORT')
  })

  test('behavior: the frame’s EIP-5792 refusals keep their codes (5700–5760), other codes do not pass', async () => {
    const { fake, wallet } = setup()
    fake.answer('RPC_REQUEST', () => undefined)
    const refuse = async (code: number) => {
      const answer = wallet.request('wallet_sendCalls', [{}]).catch((e) => e)
      await settle()
      const request = fake.requests().at(-1)!
      fake.deliver({
        channel: FRAME_CHANNEL,
        kind: 'error',
        id: request.id,
        type: request.type,
        payload: { message: 'The call batch id a is already used', code },
      })
      return answer
    }
    const duplicate = await refuse(5720)
    expect(duplicate).toBeInstanceOf(EmbeddedWalletRpcError)
    expect(duplicate).toMatchObject({
      code: 5720,
      shortMessage: 'The call batch id a is already used',
    })
    expect(await refuse(-32000)).not.toBeInstanceOf(EmbeddedWalletRpcError)
  })

  test('behavior: a method the frame refuses (not allowed, or not for this account type) is a 4200 EmbeddedWalletRpcError', async () => {
    const { fake, wallet } = setup()
    fake.answer('RPC_REQUEST', () => ({ ok: false, message: 'Requested RPC call is not allowed' }))
    for (const method of ['wallet_getAssets', 'wallet_grantPermissions'])
      await expect(wallet.request(method, [])).rejects.toMatchObject({
        name: 'EmbeddedWalletRpcError',
        shortMessage: 'Requested RPC call is not allowed',
        code: 4200,
      })
    // Any other failure keeps its own message and is not a refusal.
    fake.answer('RPC_REQUEST', () => ({ ok: false, message: 'execution reverted' }))
    await expect(wallet.request('eth_call', [])).rejects.toMatchObject({
      name: 'FrameRequestError',
      shortMessage: 'execution reverted',
    })
  })

  test('behavior: the upgrade to eip7702 shows the frame for its delegation card; a declined card keeps the stored type', async () => {
    const { fake, storage, wallet, sent } = setup()
    await wallet.preload()
    storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, 'smartAccount')
    fake.answer('SET_PREFERRED_ACCOUNT', () => undefined)
    const declined = wallet.setPreferredAccountType('eip7702')
    await settle()
    expect(fake.state.visible).toBe(true)
    fake.reply(sent('SET_PREFERRED_ACCOUNT')[0]!, { ok: false, message: 'Signature declined' })
    await expect(declined).rejects.toMatchObject({ shortMessage: 'Signature declined' })
    expect(fake.state.visible).toBe(false)
    expect(storage.getItem(storageKeys.PREFERRED_ACCOUNT_TYPE)).toBe('smartAccount')

    const upgraded = wallet.setPreferredAccountType('eip7702')
    await settle()
    expect(sent('SET_PREFERRED_ACCOUNT')[1]?.payload).toEqual({ type: 'eip7702' })
    fake.reply(sent('SET_PREFERRED_ACCOUNT')[1]!, {
      ok: true,
      payload: { type: 'eip7702', address },
    })
    await expect(upgraded).resolves.toEqual({ type: 'eip7702', address })
    expect(storage.getItem(storageKeys.PREFERRED_ACCOUNT_TYPE)).toBe('eip7702')
  })

  test("behavior: undelegating shows the frame's card; afterwards the stored type is eoa; a refusal keeps it and says the frame's reason", async () => {
    const { fake, storage, wallet, sent } = setup()
    await wallet.preload()
    storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, 'eip7702')
    fake.answer('UNDELEGATE', () => undefined)
    const refused = wallet.undelegate()
    await settle()
    expect(fake.state.visible).toBe(true)
    fake.reply(sent('UNDELEGATE')[0]!, { ok: false, message: 'Revoke your session keys first' })
    await expect(refused).rejects.toMatchObject({ shortMessage: 'Revoke your session keys first' })
    expect(storage.getItem(storageKeys.PREFERRED_ACCOUNT_TYPE)).toBe('eip7702')

    const hash = `0x${'ab'.repeat(32)}`
    const done = wallet.undelegate()
    await settle()
    fake.reply(sent('UNDELEGATE')[1]!, { ok: true, payload: { hash } })
    await expect(done).resolves.toEqual({ hash })
    expect(fake.state.visible).toBe(false)
    expect(storage.getItem(storageKeys.PREFERRED_ACCOUNT_TYPE)).toBe('eoa')
  })

  test('behavior: refreshing the user is one GET_USER on the stored chain with the type in use, nothing set up', async () => {
    const { fake, storage, wallet } = setup()
    storage.setItem(storageKeys.LAST_USED_CHAIN, 8453)
    storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, 'eip7702')
    fake.answer('GET_USER', () => ({ ok: true, payload: { address, chainId: 8453 } }))
    await expect(wallet.refreshUser()).resolves.toMatchObject({ address })
    expect(fake.requests().map((request) => [request.type, request.payload])).toEqual([
      ['GET_USER', { chainId: 8453, preferredAccountType: 'eip7702' }],
    ])
  })
})
