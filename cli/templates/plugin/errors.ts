import { KeyportError } from '@keyport/kernel'

/** The data API did not answer with the networks it serves. */
export class PluginTemplateNetworksUnavailableError extends KeyportError {
  override name = 'PluginTemplateNetworksUnavailableError' as const
  constructor(cause?: unknown) {
    super('Networks Unavailable', {
      details: 'GET /v1/supported-chains failed or answered something unexpected.',
      cause,
      pluginId: 'plugin-template',
    })
  }
}
