import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestIdp } from '../idp/testing/startTestIdp.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import { testDeviceKey } from './testing/testDeviceKey.ts'

// Farcaster sign-in: the auth service opens a channel at the IdP's stand-in relay, the dev phone
// page (or a hand-made answer, for the bad cases) signs, the auth service polls and verifies.
describe('farcaster sign-in (auth service + stand-in relay)', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  let idp: Awaited<ReturnType<typeof startTestIdp>>
  const deviceId = 'device-farcaster-01'
  beforeAll(async () => {
    idp = await startTestIdp()
    frame = await startTestFrame({ farcasterRelayUrl: idp.url })
  }, 120_000)
  afterAll(async () => {
    await frame?.stop()
    await idp?.stop()
  })

  const start = async () => {
    const answer = await frame.post('/v1/farcaster/start', {
      devicePublicKey: testDeviceKey,
      deviceId,
      appOrigin: 'http://app.test',
    })
    expect(answer.status).toBe(200)
    const url = new URL(answer.body.url as string)
    return {
      loginId: answer.body.loginId as string,
      url,
      channelToken: url.searchParams.get('channelToken')!,
    }
  }
  const poll = (loginId: string, device = deviceId) =>
    frame.post('/v1/farcaster/status', { loginId, deviceId: device })
  const approveOnPhone = (channelToken: string, username: string, fid: string) =>
    fetch(`${idp.url}/farcaster/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, username, fid }).toString(),
    })
  /** What the relay holds for the channel (its nonce), as the phone app reads it. */
  const channel = async (channelToken: string) =>
    (await (
      await fetch(`${idp.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${channelToken}` },
      })
    ).json()) as { nonce: string }
  /** Posts a hand-made sign-in to the relay, as a (misbehaving) phone app would. */
  const authenticate = async (
    channelToken: string,
    signIn: { message: string; signature: string; fid: number; username: string },
  ) => {
    const response = await fetch(`${idp.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channelToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(signIn),
    })
    expect(response.status).toBe(201)
  }
  const siwf = (fields: { domain: string; nonce: string; address: `0x${string}`; fid: number }) =>
    createSiweMessage({
      domain: fields.domain,
      address: fields.address,
      statement: 'Farcaster Auth',
      uri: frame.url,
      version: '1',
      chainId: 10,
      nonce: fields.nonce,
      issuedAt: new Date(),
      expirationTime: new Date(Date.now() + 300_000),
      resources: [`farcaster://fid/${fields.fid}`],
    })
  /**
   * Has `signer` sign a sign-in for `fid` and posts it to the channel. The message names the
   * signer, this frame's host and the channel's nonce unless a case says otherwise.
   */
  const signIn = async (
    channelToken: string,
    signer: PrivateKeyAccount,
    fields: {
      fid: number
      username: string
      address?: `0x${string}`
      domain?: string
      nonce?: string
    },
  ) => {
    const message = siwf({
      domain: fields.domain ?? new URL(frame.url).host,
      nonce: fields.nonce ?? (await channel(channelToken)).nonce,
      address: fields.address ?? signer.address,
      fid: fields.fid,
    })
    await authenticate(channelToken, {
      message,
      signature: await signer.signMessage({ message }),
      fid: fields.fid,
      username: fields.username,
    })
  }
  const reason = (answer: { body: { reasons?: { description: string }[] } }) =>
    answer.body.reasons?.[0]?.description

  test('behavior: pending until the phone approves, then a session for the fid, once', async () => {
    const { loginId, url, channelToken } = await start()
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.url}/farcaster/connect`)
    expect(await poll(loginId)).toMatchObject({ status: 200, body: { state: 'pending' } })
    expect((await approveOnPhone(channelToken, 'dora', '31337')).status).toBe(200)
    const done = await poll(loginId)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      state: 'completed',
      user: { userName: 'dora', email: null, provider: 'farcaster' },
    })
    expect(done.body.token).toMatch(/^[\w-]{43}$/)
    const session = await frame.post('/v1/session', { token: done.body.token })
    expect(session.body.user).toMatchObject({ userName: 'dora', provider: 'farcaster' })
    // The sign-in opens one session; the same fid later is the same user.
    expect(reason(await poll(loginId))).toBe('This Farcaster sign-in was already used. Try again.')
    const again = await start()
    await approveOnPhone(again.channelToken, 'dora', '31337')
    const second = await poll(again.loginId)
    expect((second.body.user as { id: string }).id).toBe((done.body.user as { id: string }).id)
  })

  test('behavior: another device cannot poll the sign-in', async () => {
    const { loginId, channelToken } = await start()
    await approveOnPhone(channelToken, 'erin', '31338')
    const thief = await poll(loginId, 'device-thief-000001')
    expect(thief.status).toBe(400)
    expect(reason(thief)).toBe('This Farcaster sign-in is not known on this device. Try again.')
    expect((await poll(loginId)).body.state).toBe('completed')
  })

  test('behavior: a signature by another key than the one in the message is refused', async () => {
    const { loginId, channelToken } = await start()
    // Register fid 4100 and learn its custody address through an approval on the phone page.
    const first = await start()
    await approveOnPhone(first.channelToken, 'frank', '4100')
    const { custody } = (await (await fetch(`${idp.url}/v1/custody?fid=4100`)).json()) as {
      custody: `0x${string}`
    }
    const forger = privateKeyToAccount(generatePrivateKey())
    await signIn(channelToken, forger, { fid: 4100, username: 'frank', address: custody })
    const answer = await poll(loginId)
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('farcaster_invalid')
    expect(reason(answer)).toBe('The Farcaster signature is not valid.')
    // A refused sign-in is dead: polling again does not retry it.
    expect(reason(await poll(loginId))).toBe('This Farcaster sign-in was already used. Try again.')
  })

  test('behavior: a valid signature by a key that is not the fid custody is refused', async () => {
    const { loginId, channelToken } = await start()
    const stranger = privateKeyToAccount(generatePrivateKey())
    await signIn(channelToken, stranger, { fid: 4200, username: 'grace' })
    const answer = await poll(loginId)
    expect(answer.status).toBe(400)
    expect(reason(answer)).toBe('The message is not signed by the custody address of fid 4200.')
  })

  test('behavior: a message for another domain or another nonce is refused', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const cases = [
      {
        domain: 'evil.example',
        nonce: undefined,
        expected: `This Farcaster sign-in was made for evil.example, not ${new URL(frame.url).host}.`,
      },
      {
        domain: new URL(frame.url).host,
        nonce: 'someothernonce123',
        expected: 'This Farcaster sign-in belongs to another request.',
      },
    ]
    for (const { domain, nonce, expected } of cases) {
      const { loginId, channelToken } = await start()
      await signIn(channelToken, signer, { fid: 4300, username: 'heidi', domain, nonce })
      const answer = await poll(loginId)
      expect(answer.status).toBe(400)
      expect(reason(answer)).toBe(expected)
    }
  })

  test('behavior: an expired sign-in is refused with a clear reason (our clock, or the relay channel gone)', async () => {
    const ours = await start()
    frame.advance(300_001)
    try {
      const answer = await poll(ours.loginId)
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('farcaster_expired')
      expect(reason(answer)).toBe('This Farcaster sign-in has expired. Try again.')
    } finally {
      frame.advance(-300_001)
    }
    const theirs = await start()
    idp.advance(300_001)
    try {
      const answer = await poll(theirs.loginId)
      expect(answer.status).toBe(400)
      expect(reason(answer)).toBe('This Farcaster sign-in has expired. Try again.')
    } finally {
      idp.advance(-300_001)
    }
  })

  test('behavior: bad input, an unknown app and a missing relay are 4xx/503 with a reason', async () => {
    const badId = await frame.post('/v1/farcaster/status', { loginId: 'x', deviceId })
    expect(badId.status).toBe(400)
    expect(reason(badId)).toMatch(/^body\.loginId: /)
    const unknown = await poll('AAAAAAAAAAAAAAAA')
    expect(reason(unknown)).toBe('This Farcaster sign-in is not known on this device. Try again.')
    const evil = await frame.post('/v1/farcaster/start', {
      devicePublicKey: testDeviceKey,
      deviceId,
      appOrigin: 'http://evil.test',
    })
    expect(evil.status).toBe(403)
    const badOrigin = await frame.post('/v1/farcaster/start', {
      devicePublicKey: testDeviceKey,
      deviceId,
      appOrigin: 'nope',
    })
    expect(reason(badOrigin)).toMatch(/^body\.appOrigin: /)
    const lonely = await startTestFrame({ farcasterRelayUrl: 'http://127.0.0.1:1' })
    try {
      const answer = await lonely.post('/v1/farcaster/start', {
        devicePublicKey: testDeviceKey,
        deviceId,
        appOrigin: 'http://app.test',
      })
      expect(answer.status).toBe(503)
      expect(reason(answer)).toBe('Farcaster sign-in is not available right now. Try again later.')
    } finally {
      await lonely.stop()
    }
  })
})
