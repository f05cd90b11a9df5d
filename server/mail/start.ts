import { endpointFromEnv } from '@keyport/stack'
import { createMailCatcher } from './createMailCatcher.ts'

// The mail catcher process: `npm start` runs it before the secure frame's auth service.
const smtp = endpointFromEnv(process.env, 'SMTP', 1025)
const http = endpointFromEnv(process.env, 'MAIL', 1080)
// The pages that may read codes from a browser (the sandbox's dev inbox, the wc-wallet page).
const allowedOrigins = (process.env.KEYPORT_MAIL_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)
const catcher = createMailCatcher({
  allowedOrigins,
  log: (message, error) => console.error(message, error),
})
const { smtpPort, httpUrl } = await catcher.listen({
  host: smtp.host,
  smtpPort: smtp.port,
  httpPort: http.port,
})
console.log(
  `mail catcher: SMTP ${smtp.host}:${smtpPort}, messages on ${httpUrl}/messages?to=ADDRESS`,
)
const stop = async () => {
  await catcher.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
