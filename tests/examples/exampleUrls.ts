import { endpointFromEnv } from '../../server/stack/endpointFromEnv.ts'

/**
 * Where the browser tests serve each built example: ports 5181 (Next.js) and 5182 (Vite), moved
 * by `KEYPORT_PORT_OFFSET` like the stack's, or set by `KEYPORT_EXAMPLE_NEXT_PORT` and
 * `KEYPORT_EXAMPLE_VITE_PORT`.
 *
 * @example
 * exampleUrls({ KEYPORT_PORT_OFFSET: '1000' }).next // 'http://127.0.0.1:6181'
 */
export function exampleUrls(env: NodeJS.ProcessEnv) {
  return {
    next: endpointFromEnv(env, 'EXAMPLE_NEXT', 5181).url,
    vite: endpointFromEnv(env, 'EXAMPLE_VITE', 5182).url,
  }
}
