import { register } from 'node:module'
import { sourceCondition } from './publishedExports.ts'

const flag = `--conditions=${sourceCondition}`

/**
 * `NODE_OPTIONS` with Node's `--conditions=@keyport/source` added once, so Node (and tsx, and the
 * child processes that inherit the environment) load Keyport's packages from source.
 *
 * @example
 * process.env.NODE_OPTIONS = withSourceCondition(process.env.NODE_OPTIONS)
 */
export function withSourceCondition(nodeOptions = ''): string {
  return nodeOptions.split(/\s+/).includes(flag) ? nodeOptions : `${nodeOptions} ${flag}`.trim()
}

const addCondition = `export function resolve(specifier, context, next) {
  return next(specifier, { ...context, conditions: [...context.conditions, ${JSON.stringify(sourceCondition)}] })
}`

/**
 * Makes this process and every child it starts load Keyport's packages from source, for a tool
 * started without the npm script's `NODE_OPTIONS` (`npx playwright test`, `npx vitest`): a
 * resolve hook for this process's later imports, and `NODE_OPTIONS` for its children.
 *
 * @example
 * useSourceCondition() // first thing in a config file
 */
export function useSourceCondition() {
  if (!process.execArgv.includes(flag) && !(process.env.NODE_OPTIONS ?? '').includes(flag))
    register(`data:text/javascript,${encodeURIComponent(addCondition)}`)
  process.env.NODE_OPTIONS = withSourceCondition(process.env.NODE_OPTIONS)
}
