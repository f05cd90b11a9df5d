import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMailCatcher } from './createMailCatcher.ts'

describe('createMailCatcher', () => {
  const catcher = createMailCatcher()
  let urls: { smtpPort: number; httpUrl: string }
  beforeAll(async () => {
    urls = await catcher.listen({ smtpPort: 0, httpPort: 0 })
  })
  afterAll(() => catcher.close())

  const send = (to: string, subject: string, text: string) =>
    createTransport({
      host: '127.0.0.1',
      port: urls.smtpPort,
      secure: false,
      ignoreTLS: true,
    }).sendMail({
      from: 'Keyport <no-reply@keyport.test>',
      to,
      subject,
      text,
    })

  test('behavior: lists the messages sent to an address by SMTP, newest first', async () => {
    await send('ada@example.com', 'First', 'Your code is 123456')
    await send('Ada@Example.com', 'Second', 'Your code is 654321')
    await send('bob@example.com', 'Other', 'Not for Ada')
    const response = await fetch(`${urls.httpUrl}/messages?to=ada@example.com`)
    // No Origin header (a Node client): no CORS grant, which only browsers need.
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const list = (await response.json()) as {
      subject: string
      text: string
      to: string[]
      id: string
      receivedAt: string
    }[]
    expect(list.map((m) => m.subject)).toEqual(['Second', 'First'])
    expect(list[0]).toMatchObject({
      to: ['ada@example.com'],
      text: expect.stringContaining('654321'),
    })
    expect(Date.parse(list[0]!.receivedAt)).not.toBeNaN()
    expect(list[0]!.id).not.toBe(list[1]!.id)
  })

  test('behavior: bad queries and paths get a 4xx with a reason', async () => {
    for (const path of [
      '/messages?to=not-an-address',
      `/messages?to=${'a'.repeat(300)}@x.y`,
      '/nope',
      '/messages?to=%00',
    ]) {
      const response = await fetch(`${urls.httpUrl}${path}`)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      const body = (await response.json()) as { reasons: { description: string }[] }
      expect(body.reasons[0]?.description).toBeTruthy()
    }
    expect((await fetch(`${urls.httpUrl}/messages`, { method: 'PUT' })).status).toBe(405)
  })
})
