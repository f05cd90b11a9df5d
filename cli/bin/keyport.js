#!/usr/bin/env node
// The `keyport` command. In a Keyport checkout it runs its TypeScript source through tsx's loader
// with the checkout's compiler settings, and loads Keyport's packages from source too (the
// `@keyport/source` export condition, docs/decisions/0002); installed from a registry, the
// package has no source and runs its build in dist/.
import { existsSync } from 'node:fs'
import { register as registerHooks } from 'node:module'

const source = new URL('../index.ts', import.meta.url)
let main
if (existsSync(source)) {
  const condition = '--conditions=@keyport/source'
  // Child processes (a generated app's checks) inherit it.
  if (!(process.env.NODE_OPTIONS ?? '').includes(condition))
    process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${condition}`.trim()
  const hook = `export function resolve(specifier, context, next) {
    return next(specifier, { ...context, conditions: [...context.conditions, '@keyport/source'] })
  }`
  registerHooks(`data:text/javascript,${encodeURIComponent(hook)}`)
  const { register } = await import('tsx/esm/api')
  register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname })
  ;({ main } = await import(source.href))
} else {
  ;({ main } = await import('../dist/index.js'))
}
process.exitCode = await main(process.argv)
