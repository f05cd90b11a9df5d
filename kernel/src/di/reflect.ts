// tsyringe refuses to load without the Reflect metadata API. The maintained `reflect-metadata`
// package's lite entry adds only that API (no Map or WeakMap polyfills); importing it here, before
// tsyringe, spares every host app from having to remember. Listed in package.json's "sideEffects".
import 'reflect-metadata/lite'
