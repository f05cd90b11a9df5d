// Run before the fault tests (npm run test:cluster): installs Debian's haproxy, postgresql and
// redis-server when one is missing and we are root, as on a fresh CI machine, so no test waits on
// apt. Unlike ensure-redis.ts it fails the run when one cannot be had: every fault test needs them.
import { ensureHaproxy } from '@keyport/server/cluster/haproxy.ts'
import { ensurePostgres } from '../../support/postgres.ts'
import { ensureRedisServer } from '../../support/redis.ts'

const redis = ensureRedisServer()
if (!redis.path) throw new Error(`The cluster fault tests need redis-server: ${redis.reason}`)
console.log(`haproxy: ${ensureHaproxy()}`)
console.log(`postgresql: ${ensurePostgres()}`)
console.log(`redis-server: ${redis.path}`)
