/** A port a service listens on, and the env var that moves it (for the port-in-use hint). */
export interface ServicePort {
  host: string
  port: number
  env: string
}

/**
 * One process of the local stack, described as data so adding a backend is a one-entry change.
 *
 * @example
 * const sandbox: Service = {
 *   name: 'sandbox',
 *   url: 'http://127.0.0.1:5173',
 *   command: 'node_modules/.bin/vite',
 *   args: ['--port', '5173'],
 *   cwd: 'sandbox',
 *   env: {},
 *   ports: [{ host: '127.0.0.1', port: 5173, env: 'KEYPORT_SANDBOX_PORT' }],
 * }
 */
export interface Service {
  name: string
  /** What people open; printed once the service is healthy. */
  url: string
  /** GET here must answer < 500 before dependents start. @default url */
  healthUrl?: string
  command: string
  args: string[]
  cwd: string
  /** Added to the supervisor's own environment. */
  env: Record<string, string>
  /** Names of services that must be healthy before this one starts. @default [] */
  dependsOn?: string[]
  /** Checked before start so a taken port gets a clear message instead of a crash. @default [] */
  ports?: ServicePort[]
}
