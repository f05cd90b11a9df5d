import { type Endpoint, endpointFromEnv } from './endpointFromEnv.ts'

/**
 * Where a host app made by `keyport new app` serves in development (port 5180, shifted by
 * `KEYPORT_PORT_OFFSET` like every port, or `KEYPORT_APP_PORT`). The stack's secure frame accepts
 * this origin besides the sandbox's, so email and social login work in such an app too.
 *
 * @example
 * appEndpoint({ KEYPORT_PORT_OFFSET: '1000' }).url // 'http://127.0.0.1:6180'
 */
export function appEndpoint(env: NodeJS.ProcessEnv): Endpoint {
  return endpointFromEnv(env, 'APP', 5180)
}
