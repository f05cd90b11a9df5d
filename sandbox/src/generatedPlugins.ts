import type { Plugin } from '@keyport/kernel'

/**
 * Plugins made by `keyport new plugin`, which rewrites this file. The sandbox lists them off by
 * default: switch one on in the panel or with `?plugins=<id>`.
 */
export const generatedPlugins: Readonly<Record<string, () => Plugin>> = {}
