import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createIdp } from '../idp/createIdp.ts'
import { startTestFrame } from './testing/startTestFrame.ts'

// The OAuth 2.0 authorization-code flow with PKCE against the real local OpenID provider, driven
// over HTTP the way the popup's browser would: authorize, the dev login and consent forms, the
// redirect back with the code.
describe('social login (auth service + local OpenID provider)', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  let idp: ReturnType<typeof createIdp>
  const deviceId = 'device-social-0001'
  beforeAll(async () => {
    const { createServer } = await import('node:net')
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolve(port))
      })
    })
    const issuer = `http://127.0.0.1:${port}`
    idp = createIdp({
      issuer,
      providers: ['google'],
      redirectUri: 'http://frame.test/social/callback',
    })
    await idp.listen(port)
    frame = await startTestFrame({
      providers: { google: { issuer, clientId: 'google', clientSecret: 'google-dev-secret' } },
    })
  }, 120_000)
  afterAll(async () => {
    await frame?.stop()
    await idp?.close()
  })

  async function authorize(uri: string, login: string) {
    const cookies = new Map<string, string>()
    const jar = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const [name, ...value] = pair!.split('=')
        cookies.set(name!.trim(), value.join('='))
      }
    }
    let url = uri
    let body: string | undefined
    for (let hop = 0; hop < 12; hop++) {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: jar(),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body,
      })
      keep(response)
      body = undefined
      const location = response.headers.get('location')
      if (location) {
        url = new URL(location, url).toString()
        if (url.startsWith('http://frame.test/social/callback')) return url
        continue
      }
      const html = await response.text()
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
      if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`)
      url = new URL(action.replace(/&amp;/g, '&'), url).toString()
      body = html.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login, password: 'x' }).toString()
        : new URLSearchParams({ prompt: 'consent' }).toString()
    }
    throw new Error('too many redirects')
  }

  test('behavior: PKCE login opens a session for the provider identity, once', async () => {
    const start = await frame.post('/v1/social/start', {
      provider: 'google',
      deviceId,
      appOrigin: 'http://app.test',
    })
    const uri = new URL(start.body.uri as string)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    const callback = await authorize(uri.toString(), 'octocat')
    expect(new URL(callback).searchParams.get('code')).toBeTruthy()
    const finish = await frame.post('/v1/social/finish', { uri: callback, deviceId })
    expect(finish.status).toBe(200)
    // The provider's address is not proof of a mailbox: the account has no email of its own.
    expect(finish.body.user).toMatchObject({ email: null, userName: 'octocat', provider: 'google' })
    // The state works once, and only on the device that started it.
    expect((await frame.post('/v1/social/finish', { uri: callback, deviceId })).status).toBe(400)
  })

  test('behavior: a callback for another device, an unknown app origin or a forged state is refused', async () => {
    const start = await frame.post('/v1/social/start', {
      provider: 'google',
      deviceId,
      appOrigin: 'http://app.test',
    })
    const callback = await authorize(start.body.uri as string, 'mona')
    expect(
      (await frame.post('/v1/social/finish', { uri: callback, deviceId: 'device-thief-00001' }))
        .status,
    ).toBe(400)
    expect(
      (
        await frame.post('/v1/social/start', {
          provider: 'google',
          deviceId,
          appOrigin: 'http://evil.test',
        })
      ).status,
    ).toBe(403)
    const forged = new URL(callback)
    forged.searchParams.set('state', 'forged-state-forged-state')
    expect(
      (await frame.post('/v1/social/finish', { uri: forged.toString(), deviceId })).status,
    ).toBe(400)
  })
})
