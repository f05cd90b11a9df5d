import { createTransport } from 'nodemailer'
import type { Mailer } from './FrameDeps.ts'

/**
 * Sends the auth service's emails by SMTP (the mail catcher in dev).
 *
 * @example
 * const mailer = createSmtpMailer({ host: '127.0.0.1', port: 1025 })
 */
export function createSmtpMailer({
  host,
  port,
  from = 'Keyport <no-reply@keyport.local>',
  secure = false,
}: {
  host: string
  port: number
  /** @default 'Keyport <no-reply@keyport.local>' */
  from?: string
  /** @default false (the dev catcher speaks plain SMTP) */
  secure?: boolean
}): Mailer {
  const transport = createTransport({ host, port, secure, ignoreTLS: !secure })
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from, to, subject, text })
    },
  }
}
