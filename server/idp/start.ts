import { endpointFromEnv } from '@keyport/stack'
import { oauthProviders } from '../frame/frameConfigFromEnv.ts'
import { connectIdpRedis } from './connectIdpRedis.ts'
import { createIdp } from './createIdp.ts'

// The local identity provider: `npm start` runs it before the secure frame.
const idp = endpointFromEnv(process.env, 'IDP', 4002)
const frameUrl = process.env.KEYPORT_FRAME_URL ?? endpointFromEnv(process.env, 'FRAME', 5174).url
// With Redis, every IdP process behind one issuer shares its state; without, this one keeps it.
const shared = process.env.REDIS_URL ? await connectIdpRedis(process.env.REDIS_URL) : undefined
const server = createIdp({
  issuer: process.env.KEYPORT_IDP_URL ?? idp.url,
  providers: oauthProviders,
  redirectUri: `${frameUrl}/social/callback`,
  shared,
})
const url = await server.listen(idp.port, idp.host)
console.log(`identity provider on ${url}/.well-known/openid-configuration`)
const stop = async () => {
  await server.close()
  await shared?.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
