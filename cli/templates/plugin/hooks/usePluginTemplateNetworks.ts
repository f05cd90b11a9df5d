import { useObservable, useService } from '@keyport/kernel/react'
import { useEffect } from 'react'
import type { NetworksState } from '../services/NetworksService.ts'
import { pluginTemplateNetworksToken } from '../tokens.ts'

/**
 * The networks the data API serves, loaded on first use; re-renders when they change.
 *
 * @example
 * const { state, reload } = usePluginTemplateNetworks()
 * if (state.status === 'loaded') console.log(state.networks) // ['eip155:1', 'eip155:8453']
 */
export function usePluginTemplateNetworks(): { state: NetworksState; reload: () => void } {
  const service = useService(pluginTemplateNetworksToken)
  const state = useObservable(service.state$, () => service.state)
  useEffect(() => {
    if (service.state.status === 'idle') void service.load()
  }, [service])
  return { state, reload: () => void service.load() }
}
