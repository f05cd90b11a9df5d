import { installReflectMetadata } from './installReflectMetadata'

// tsyringe refuses to load without the Reflect metadata API; installing it here, before tsyringe,
// spares every host app from having to remember. Listed in package.json's "sideEffects".
installReflectMetadata(Reflect)
