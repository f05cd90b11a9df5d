import { createToken } from '@keyport/kernel'
import type { NetworksService } from './services/NetworksService.ts'

/** The plugin's networks service; other plugins resolve it by this token. */
export const pluginTemplateNetworksToken = createToken<NetworksService>('plugin-template.networks')
