import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestIdp } from './testing/startTestIdp.ts'

const redirectUri = 'http://frame.test/social/callback'

/** Every URL a page would make the browser load or post to, outside this machine. */
function outsideHosts(html: string, css = html) {
  const urls = [...html.matchAll(/(?:src|href|action)\s*=\s*["']?([^"' >]+)/gi)].map((m) => m[1]!)
  urls.push(...[...css.matchAll(/url\(\s*["']?([^"')]+)/gi)].map((m) => m[1]!))
  urls.push(...[...css.matchAll(/@import\s+["']([^"']+)/gi)].map((m) => m[1]!))
  return urls.filter((url) => {
    if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return false
    const host = new URL(url, 'http://127.0.0.1').hostname
    return host !== '127.0.0.1' && host !== 'localhost'
  })
}

describe('local identity provider: probes', () => {
  test('behavior: GET /health and GET /ready answer 200 for a load balancer', async () => {
    const idp = await startTestIdp({ redirectUri })
    try {
      expect(await (await fetch(`${idp.url}/health`)).json()).toEqual({ ok: true })
      const ready = await fetch(`${idp.url}/ready`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual({ ready: true })
    } finally {
      await idp.stop()
    }
  })
})

describe('local identity provider: dev login pages', () => {
  let idp: Awaited<ReturnType<typeof startTestIdp>>
  let issuer: string
  beforeAll(async () => {
    idp = await startTestIdp({ redirectUri })
    issuer = idp.url
  })
  afterAll(() => idp?.stop())

  const authorizeUrl = () => {
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const url = new URL(`${issuer}/auth`)
    url.search = new URLSearchParams({
      client_id: 'google',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: randomBytes(16).toString('base64url'),
      nonce: randomBytes(16).toString('base64url'),
    }).toString()
    return url.toString()
  }

  test('behavior: the login, consent and error pages load nothing from another host', async () => {
    const cookies = new Map<string, string>()
    const go = async (url: string, form?: Record<string, string>) => {
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const [name, ...value] = pair!.split('=')
        cookies.set(name!.trim(), value.join('='))
      }
      return response
    }
    const follow = async (response: Response) => {
      let current = response
      for (let hop = 0; hop < 6 && current.headers.get('location'); hop++) {
        const next = new URL(current.headers.get('location')!, issuer).toString()
        if (next.startsWith(redirectUri)) return { callback: next, response: current }
        current = await go(next)
      }
      return { callback: undefined, response: current }
    }
    const pages: { name: string; html: string; csp: string | null }[] = []
    const keep = async (name: string, response: Response) => {
      const html = await response.text()
      pages.push({ name, html, csp: response.headers.get('content-security-policy') })
      return html
    }

    const login = (await follow(await go(authorizeUrl()))).response
    const loginHtml = await keep('login', login)
    expect(loginHtml).toContain('name="login"')
    const loginAction = /<form method="post" action="([^"]+\/login)"/.exec(loginHtml)![1]!
    const consent = (
      await follow(await go(`${issuer}${loginAction}`, { login: 'ada', password: 'x' }))
    ).response
    const consentHtml = await keep('consent', consent)
    expect(consentHtml).toContain('>Continue</button>')
    const confirmAction = /<form method="post" action="([^"]+\/confirm)"/.exec(consentHtml)![1]!
    const done = await follow(await go(`${issuer}${confirmAction}`, {}))
    expect(new URL(done.callback!).searchParams.get('code')).toBeTruthy()

    // A bad request renders the error page; an expired login renders ours too.
    await keep('error', await go(`${issuer}/auth?client_id=nobody&response_type=code`))
    await keep('expired', await go(`${issuer}/interaction/unknown-uid-0001`))
    // A login without a name is refused with a reason, not signed in.
    const empty = await go(`${issuer}${loginAction}`, { login: '', password: 'x' })
    expect(empty.status).toBe(400)
    await keep('refused', empty)

    for (const page of pages) {
      expect(outsideHosts(page.html), page.name).toEqual([])
      expect(page.html, page.name).not.toMatch(/googleapis|@import/i)
      expect(page.html, page.name).toContain('font:16px/1.5 system-ui')
      expect(page.csp, page.name).toMatch(/default-src 'none'/)
      expect(page.csp, page.name).not.toMatch(/https?:\/\/(?!127\.0\.0\.1|frame\.test)/)
    }
    // The filter itself catches the library's page (the reason for our own).
    expect(
      outsideHosts('<style>@import url(https://fonts.googleapis.com/css?family=Roboto);</style>'),
    ).toEqual(['https://fonts.googleapis.com/css?family=Roboto'])
  })
})
