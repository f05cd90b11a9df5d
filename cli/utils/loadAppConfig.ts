import type { createKernel } from '@keyport/kernel'
import { keyportOptionsSchema } from '@keyport/kernel/options-schema'
import { createServer, loadEnv } from 'vite'

/** The parts of the app's own `@keyport/kernel` that `keyport doctor` checks the config with. */
export type AppKernel = {
  createKernel: typeof createKernel
  keyportOptionsSchema: typeof keyportOptionsSchema
}

export type LoadedAppConfig = {
  /** The config module's default export. */
  config: unknown
  /** The app's `VITE_*` variables for the dev server's mode (from `.env` files). */
  env: Record<string, string>
  /** The kernel the config's plugins were built against (one module instance with them). */
  kernel: AppKernel
}

/**
 * Loads a host app's config module the way its dev server does: through the app's Vite config,
 * with the `.env` files of `mode` behind `import.meta.env`. The app's kernel loads in the same module
 * graph, since a kernel only finds services by the token objects its plugins imported.
 *
 * @example
 * const { config, env, kernel } = await loadAppConfig('/work/my-app', '/work/my-app/src/keyport.config.ts')
 */
export async function loadAppConfig(
  root: string,
  file: string,
  mode = 'development',
): Promise<LoadedAppConfig> {
  const server = await createServer({
    root,
    mode,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const module = await server.ssrLoadModule(file)
    const kernel = (await server.ssrLoadModule('@keyport/kernel')) as AppKernel
    // An app on a kernel older than the options schema is checked with this CLI's.
    const schema = await server
      .ssrLoadModule('@keyport/kernel/options-schema')
      .then((loaded) => loaded.keyportOptionsSchema as typeof keyportOptionsSchema)
      .catch(() => keyportOptionsSchema)
    return {
      config: module.default,
      env: loadEnv(server.config.mode, server.config.envDir || root, 'VITE_'),
      kernel: { createKernel: kernel.createKernel, keyportOptionsSchema: schema },
    }
  } finally {
    await server.close()
  }
}
