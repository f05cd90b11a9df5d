// Run by installReflectMetadata.test.ts in a fresh Node process: the kernel's metadata API first,
// then the reflect-metadata package, as a host that imports Keyport before its own DI would.
import './reflect'

class Service {}
Reflect.defineMetadata('injectionTokens', { 0: 'kernel.http' }, Service)
await import('reflect-metadata')
class Later {}
Reflect.defineMetadata('later', 1, Later)
console.log(
  JSON.stringify({
    kept: Reflect.getOwnMetadata('injectionTokens', Service),
    later: Reflect.getMetadata('later', Later),
  }),
)
