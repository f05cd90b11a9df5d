// tsyringe refuses to load without the Reflect metadata API; importing it here, before tsyringe,
// spares every host app from having to remember. Listed in package.json's "sideEffects".
import 'reflect-metadata'
