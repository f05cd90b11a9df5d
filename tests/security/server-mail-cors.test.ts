import { createMailCatcher } from '@keyport/server/mail/createMailCatcher.ts'
import { services } from '@keyport/stack'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Finding 7 (mail catcher): it answered `Access-Control-Allow-Origin: *`, so any web page a
// developer opened could read every login code of the dev stack.
const sandbox = 'http://127.0.0.1:5173'
const wcWallet = 'http://127.0.0.1:5175'
const foreign = 'https://evil.example'

describe('mail catcher CORS (finding 7)', () => {
  const catcher = createMailCatcher({ allowedOrigins: [sandbox, wcWallet] })
  let urls: { smtpPort: number; httpUrl: string }
  beforeAll(async () => {
    urls = await catcher.listen({ smtpPort: 0, httpPort: 0 })
    await createTransport({
      host: '127.0.0.1',
      port: urls.smtpPort,
      secure: false,
      ignoreTLS: true,
    }).sendMail({ from: 'a@keyport.test', to: 'ada@example.com', text: 'Your code is 123456' })
  })
  afterAll(() => catcher.close())

  const read = (origin: string, method = 'GET') =>
    fetch(`${urls.httpUrl}/messages?to=ada@example.com`, {
      method,
      headers: { origin, 'access-control-request-method': 'GET' },
    })

  test('attack: a page on a foreign origin gets no CORS grant, so its browser cannot read the codes', async () => {
    const answer = await read(foreign)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await read(foreign, 'OPTIONS')
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('behavior: the sandbox and the wc-wallet page may read; the grant names them, not *', async () => {
    for (const origin of [sandbox, wcWallet]) {
      const answer = await read(origin)
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
      expect(answer.headers.get('vary')).toContain('origin')
      expect(JSON.stringify(await answer.json())).toContain('123456')
    }
  })

  test('behavior: npm start allows exactly the sandbox and wc-wallet origins of its own ports', () => {
    const mail = services({ KEYPORT_PORT_OFFSET: '1000' }).find((s) => s.name === 'mail')
    expect(mail?.env.KEYPORT_MAIL_ALLOWED_ORIGINS).toBe(
      'http://127.0.0.1:6173,http://127.0.0.1:6175',
    )
  })
})
