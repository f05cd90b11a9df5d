import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestIdp } from './testing/startTestIdp.ts'

// The Farcaster auth relay stand-in, driven over HTTP the way the frame (channel, status) and the
// phone app (the dev page's form) use it.
describe('farcaster auth relay stand-in', () => {
  let idp: Awaited<ReturnType<typeof startTestIdp>>
  beforeAll(async () => {
    idp = await startTestIdp({ channelTtlMs: 60_000 })
  })
  afterAll(() => idp?.stop())

  const json = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${idp.url}${path}`, init)
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & {
        reasons?: { description: string }[]
      },
    }
  }
  const createChannel = (body: Record<string, unknown>) =>
    json('/v1/channel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const status = (token: string) =>
    json('/v1/channel/status', { headers: { authorization: `Bearer ${token}` } })
  const approve = (form: Record<string, string>) =>
    fetch(`${idp.url}/farcaster/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    })

  test('behavior: channel, dev phone approval, then a completed status with a SIWF message signed by the custody key', async () => {
    const expirationTime = new Date(Date.now() + 300_000).toISOString()
    const created = await createChannel({
      siweUri: 'http://127.0.0.1:5174',
      domain: '127.0.0.1:5174',
      nonce: 'abcdef0123456789',
      expirationTime,
    })
    expect(created.status).toBe(201)
    const token = created.body.channelToken as string
    const url = new URL(created.body.url as string)
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.url}/farcaster/connect`)
    expect(url.searchParams.get('channelToken')).toBe(token)
    expect(await status(token)).toMatchObject({ status: 202, body: { state: 'pending' } })

    const page = await fetch(url)
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    const html = await page.text()
    expect(html).toContain('127.0.0.1:5174')
    expect(html).toContain('name="username"')

    const approved = await approve({ channelToken: token, username: 'Alice-Dev', fid: '4242' })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Signed in as @alice-dev (fid 4242)')
    const done = await status(token)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ state: 'completed', fid: 4242, username: 'alice-dev' })
    const message = parseSiweMessage(done.body.message as string)
    expect(message).toMatchObject({
      domain: '127.0.0.1:5174',
      uri: 'http://127.0.0.1:5174',
      nonce: 'abcdef0123456789',
      chainId: 10,
      statement: 'Farcaster Auth',
      resources: ['farcaster://fid/4242'],
    })
    expect(message.expirationTime?.toISOString()).toBe(expirationTime)
    const custody = await json('/v1/custody?fid=4242')
    expect(custody.body.custody).toBe(message.address)
    expect(done.body.custody).toBe(message.address)
    expect(
      await verifyMessage({
        address: message.address!,
        message: done.body.message as string,
        signature: done.body.signature as `0x${string}`,
      }),
    ).toBe(true)
    // A channel is approved once.
    expect((await approve({ channelToken: token, username: 'alice-dev' })).status).toBe(409)
  })

  test('behavior: a username keeps its fid; another fid for it is refused with a reason', async () => {
    const open = async () =>
      (await createChannel({ siweUri: 'http://app.test', domain: 'app.test' })).body
        .channelToken as string
    await approve({ channelToken: await open(), username: 'bob', fid: '777' })
    const again = await open()
    await approve({ channelToken: again, username: 'bob' })
    expect((await status(again)).body.fid).toBe(777)
    const clash = await approve({ channelToken: await open(), username: 'bob', fid: '778' })
    expect(clash.status).toBe(400)
    expect(await clash.text()).toContain('@bob is fid 777, not 778.')
    const taken = await approve({ channelToken: await open(), username: 'carol', fid: '777' })
    expect(await taken.text()).toContain('Fid 777 belongs to @bob.')
  })

  test('behavior: an expired channel answers 401 to the status and the phone page', async () => {
    const token = (await createChannel({ siweUri: 'http://app.test', domain: 'app.test' })).body
      .channelToken as string
    idp.advance(60_001)
    const expired = await status(token)
    expect(expired.status).toBe(401)
    expect(expired.body.reasons?.[0]?.description).toBe(
      'This sign-in channel has expired or does not exist. Start a new sign-in.',
    )
    const page = await fetch(`${idp.url}/farcaster/connect?channelToken=${token}`)
    expect(page.status).toBe(401)
    expect(await page.text()).toContain('has expired')
  })

  test('behavior: bad input is a 4xx with a reason naming the field, never a 5xx', async () => {
    const cases: [
      string,
      Promise<{ status: number; body: { reasons?: { description: string }[] } }>,
      number,
      RegExp,
    ][] = [
      ['no body', createChannel({}), 400, /^body\.siweUri/],
      [
        'bad domain',
        createChannel({ siweUri: 'http://a.test', domain: 'a b' }),
        400,
        /^body\.domain/,
      ],
      [
        'short nonce',
        createChannel({ siweUri: 'http://a.test', domain: 'a.test', nonce: 'x' }),
        400,
        /^body\.nonce/,
      ],
      ['no bearer', json('/v1/channel/status'), 401, /Authorization: Bearer/],
      ['bad bearer', status('not-a-token'), 400, /channel token/],
      ['unknown fid', json('/v1/custody?fid=999999'), 404, /not registered/],
      ['bad fid', json('/v1/custody?fid=-1'), 400, /^query\.fid/],
      [
        'bad signature shape',
        json('/v1/channel/authenticate', {
          method: 'POST',
          headers: {
            authorization: 'Bearer 00000000-0000-0000-0000-000000000000',
            'content-type': 'application/json',
          },
          body: JSON.stringify({ message: 'x', signature: 'nope', fid: 1, username: 'a' }),
        }),
        401,
        /expired or does not exist/,
      ],
    ]
    for (const [name, call, code, reason] of cases) {
      const answer = await call
      expect(answer.status, name).toBe(code)
      expect(answer.body.reasons?.[0]?.description, name).toMatch(reason)
    }
    const badForm = await approve({ channelToken: 'nope', username: 'x' })
    expect(badForm.status).toBe(400)
    expect(await badForm.text()).toContain('body.channelToken: Expected a channel token')
  })
})
