/**
 * Where this app finds Keyport's services. `.env` names the local stack's; for production set
 * the same variables in `.env.production` or the build's environment (see README.md).
 * `keyport doctor` checks each one that is set.
 */
export const stackUrls = {
  projectId: import.meta.env.VITE_KEYPORT_PROJECT_ID,
  api: import.meta.env.VITE_KEYPORT_API_URL,
  relay: import.meta.env.VITE_KEYPORT_RELAY_URL,
  frame: import.meta.env.VITE_KEYPORT_FRAME_URL,
}

/**
 * A service URL a plugin cannot work without: fails at start with the variable to set.
 *
 * @example
 * connectPlugin({ networks, walletConnect: { relayUrl: requiredUrl('relay') } })
 */
export function requiredUrl(service: 'api' | 'relay' | 'frame'): string {
  const url = stackUrls[service]
  if (!url)
    throw new Error(`Set VITE_KEYPORT_${service.toUpperCase()}_URL in .env: a plugin needs it.`)
  return url
}
