/**
 * Drives the local OpenID provider's authorization flow over HTTP the way the popup's browser
 * would: the authorization URL, the dev login form (any password) and the consent form, following
 * redirects with a cookie jar, until the redirect back to `callbackPrefix`; answers that URL.
 *
 * @example
 * const callback = await authorizeWithIdp(start.body.uri, 'octocat')
 * await frame.post('/v1/social/finish', { uri: callback, deviceId })
 */
export async function authorizeWithIdp(
  uri: string,
  login: string,
  callbackPrefix = 'http://frame.test/social/callback',
) {
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
      if (url.startsWith(callbackPrefix)) return url
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
