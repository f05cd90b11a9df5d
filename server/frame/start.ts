import { randomBytes } from 'node:crypto'
import { dataDirFromEnv, endpointFromEnv } from '@keyport/stack'
import { readDeployment } from '../chain/deployment.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { createRecoveryCustodian } from './auth/createRecoveryCustodian.ts'
import { createSocialLogin } from './auth/createSocialLogin.ts'
import { importCustodianFile } from './auth/custodianStore.ts'
import { readOrCreateSecretFile } from './auth/secrets.ts'
import { createFrameServer } from './createFrameServer.ts'
import { createSmtpMailer } from './createSmtpMailer.ts'
import { createDevClock, createSharedDevClock } from './devClock.ts'
import { socialProvidersFromEnv } from './frameConfigFromEnv.ts'

// The secure frame site and auth service: `npm start` runs it after the mail catcher and the IdP.
const env = process.env
const frame = endpointFromEnv(env, 'FRAME', 5174)
const publicUrl = env.KEYPORT_FRAME_URL ?? frame.url
const smtp = endpointFromEnv(env, 'SMTP', 1025)
const api = env.KEYPORT_API_URL ?? endpointFromEnv(env, 'API', 4000).url

// Secrets live in files outside the database (dev); production passes them from its vault, the
// same two to every process. Processes that start at once on one folder end with the same files.
const secret = Buffer.from(
  env.KEYPORT_FRAME_SECRET ??
    readOrCreateSecretFile('.keyport/frame/hmac.key', () => randomBytes(32).toString('hex')),
  'hex',
)
const custodianPem =
  env.KEYPORT_FRAME_RECOVERY_KEY ??
  readOrCreateSecretFile(
    '.keyport/frame/recovery-key.pem',
    () => createRecoveryCustodian().privateKeyPem,
  )

// Smart accounts on the chains that have ERC-4337 deployed, with each chain's KeyportDelegate (the
// embedded EOA's EIP-7702 code); none when the chains are not there.
let smartAccounts: Record<
  number,
  { entryPoint: string; accountFactory: string; delegate?: string }
> = {}
try {
  smartAccounts = Object.fromEntries(
    readDeployment().chains.map(({ chainId, accountAbstraction }) => [
      chainId,
      {
        entryPoint: accountAbstraction.entryPoint,
        accountFactory: accountAbstraction.accountFactory,
        delegate: accountAbstraction.delegate,
      },
    ]),
  )
} catch (error) {
  console.warn(`No smart accounts: ${error instanceof Error ? error.message : error}`)
}

// The browser tests' stack moves the auth service's clock instead of waiting out cooldowns.
// With REDIS_URL (the cluster) every frame process follows one clock, whichever one is moved.
const devClock =
  env.KEYPORT_DEV_CLOCK !== '1'
    ? undefined
    : env.REDIS_URL
      ? await createSharedDevClock(env.REDIS_URL)
      : createDevClock()
if (devClock) console.warn('KEYPORT_DEV_CLOCK=1: POST /dev/clock moves the auth clock (tests only)')

const socialProviders = socialProvidersFromEnv(env)
const db = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: dataDirFromEnv(env, env.KEYPORT_FRAME_PGDATA, '.keyport/frame-pgdata'),
})
// The custodian's challenges and device record are in this database (tables of its own, rows
// MAC'd under its key), so every frame process sees the same; its own checks of a new device
// (docs/security.md, "Keys"): the issuers it accepts ID tokens from, the host SIWF messages must
// name, and its own mail sender for new-device approvals. In production it runs apart from the
// auth service with its own configuration, database and mail credentials.
const custodian = createRecoveryCustodian({
  privateKeyPem: custodianPem,
  db,
  issuers: Object.values(socialProviders).map(({ issuer, clientId }) => ({ issuer, clientId })),
  allowHttp: true,
  farcasterDomain: new URL(publicUrl).host,
  mail: {
    mailer: createSmtpMailer({
      host: smtp.host,
      port: smtp.port,
      from: 'Keyport recovery <recovery@keyport.local>',
    }),
    approvalUrl: `${publicUrl}/custodian/approve`,
  },
})
const server = await createFrameServer({
  db,
  secret,
  mailer: createSmtpMailer({ host: smtp.host, port: smtp.port }),
  publicUrl,
  allowedOrigins: (env.KEYPORT_FRAME_ALLOWED_ORIGINS ?? endpointFromEnv(env, 'SANDBOX', 5173).url)
    .split(',')
    .map((o) => o.trim()),
  custodian,
  social: createSocialLogin({
    providers: socialProviders,
    redirectUri: `${publicUrl}/social/callback`,
    allowHttp: true,
  }),
  // Production: KEYPORT_FARCASTER_RELAY_URL=https://relay.farcaster.xyz and an Optimism RPC.
  farcasterRelayUrl: env.KEYPORT_FARCASTER_RELAY_URL ?? endpointFromEnv(env, 'IDP', 4002).url,
  farcasterIdRegistryRpcUrl: env.KEYPORT_FARCASTER_ID_REGISTRY_RPC_URL,
  rpcUrlTemplate: `${api}/v1/?chainId={chainId}&projectId=keyport-dev`,
  smartAccounts,
  // Apps' own ERC-7677 paymaster services the frame may call (the data API's is always allowed).
  paymasterOrigins: (env.KEYPORT_FRAME_PAYMASTER_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  devClock,
})
// Before issue 24 the device record was a JSON file: moved into the database once (it is migrated now).
await importCustodianFile('.keyport/frame/custodian-devices.json', custodian.store, console.log)
await server.prepare()
const url = await server.listen(frame.port, frame.host)
console.log(`secure frame on ${url}/sdk (${db.kind})`)
const stop = async () => {
  await server.close()
  await db.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
