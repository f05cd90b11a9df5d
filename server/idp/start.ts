import { endpointFromEnv } from '@keyport/stack'
import { oauthProviders } from '../frame/frameConfigFromEnv.ts'
import { createIdp } from './createIdp.ts'

// The local identity provider: `npm start` runs it before the secure frame.
const idp = endpointFromEnv(process.env, 'IDP', 4002)
const frameUrl = process.env.KEYPORT_FRAME_URL ?? endpointFromEnv(process.env, 'FRAME', 5174).url
const server = createIdp({
  issuer: process.env.KEYPORT_IDP_URL ?? idp.url,
  providers: oauthProviders,
  redirectUri: `${frameUrl}/social/callback`,
})
const url = await server.listen(idp.port, idp.host)
console.log(`identity provider on ${url}/.well-known/openid-configuration`)
const stop = async () => {
  await server.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
