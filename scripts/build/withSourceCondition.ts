import { sourceCondition } from './publishedExports.ts'

/**
 * `NODE_OPTIONS` with Node's `--conditions=@keyport/source` added once, so Node (and tsx, and the
 * child processes that inherit the environment) load Keyport's packages from source.
 *
 * @example
 * process.env.NODE_OPTIONS = withSourceCondition(process.env.NODE_OPTIONS)
 */
export function withSourceCondition(nodeOptions = ''): string {
  const flag = `--conditions=${sourceCondition}`
  return nodeOptions.split(/\s+/).includes(flag) ? nodeOptions : `${nodeOptions} ${flag}`.trim()
}
