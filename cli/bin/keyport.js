#!/usr/bin/env node
// The `keyport` command. Keyport's packages ship TypeScript source (docs/decisions/0002), so the
// command runs through tsx's loader, with the checkout's compiler settings.
import { register } from 'tsx/esm/api'

register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname })
const { main } = await import('../index.ts')
process.exitCode = await main(process.argv)
