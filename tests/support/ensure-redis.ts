// Run before the tests: installs Debian's redis-server for the relay's Redis fan-out test when it
// is missing and we are root. It never fails the run: without Redis that one test skips, saying why.
import { ensureRedisServer } from './redis.ts'

const { path, reason } = ensureRedisServer()
console.log(
  path ? `redis-server: ${path}` : `redis-server unavailable; the Redis test will skip: ${reason}`,
)
