/** A variable set to nothing leaves its service out; one not set at all means the local stack's. */
const service = (value: string | undefined, local?: string) => (value ?? local) || undefined

/**
 * Where this app finds Keyport's services: the `VITE_KEYPORT_*` variables (`.env`, or the build's
 * environment: Vite writes them into the code at build time), else the local stack's (`npm start`
 * in a Keyport checkout). For production set each one (see README.md). `keyport doctor` checks
 * each one that is set.
 */
export const stackUrls = {
  projectId: import.meta.env.VITE_KEYPORT_PROJECT_ID || 'keyport-dev',
  api: import.meta.env.VITE_KEYPORT_API_URL || 'http://127.0.0.1:4000',
  relay: service(import.meta.env.VITE_KEYPORT_RELAY_URL, 'ws://127.0.0.1:4001'),
  frame: service(import.meta.env.VITE_KEYPORT_FRAME_URL),
}

/**
 * A service URL a plugin cannot work without: fails at start with the variable to set.
 *
 * @example
 * emailSocialPlugin({ frameUrl: requiredUrl('frame') })
 */
export function requiredUrl(service: 'api' | 'relay' | 'frame'): string {
  const url = stackUrls[service]
  if (!url)
    throw new Error(`Set VITE_KEYPORT_${service.toUpperCase()}_URL in .env: a plugin needs it.`)
  return url
}
