import { clockToken, dataApiToken, type PluginContext, storageToken } from '@keyport/kernel'
import { createLocalSiwxStorage } from './createLocalSiwxStorage.ts'
import { createServerSiwxStorage } from './createServerSiwxStorage.ts'
import type { SiwxStorage } from './SiwxStorage.ts'

/**
 * The storage `siwxPlugin({ storage })` names: `'server'` (the data API) or `'local'` (this
 * browser); by default the data API when the app set `apiUrl`. Loaded with the sign-in service.
 *
 * @example
 * const storage = createSiwxStorage('local', context)
 */
export function createSiwxStorage(
  choice: 'local' | 'server' | undefined,
  { resolve, options, logger }: Pick<PluginContext, 'resolve' | 'options' | 'logger'>,
): SiwxStorage {
  const storage = resolve(storageToken)
  const clock = resolve(clockToken)
  if ((choice ?? (options.apiUrl ? 'server' : 'local')) === 'local')
    return createLocalSiwxStorage({ storage, clock })
  const dataApi = resolve(dataApiToken)
  return createServerSiwxStorage({ dataApi, storage, logger, now: () => clock.now() })
}
