import { defineFlag } from '@keyport/kernel'
import * as z from 'zod/mini'

/**
 * The feature flags this plugin contributes, with their defaults. A host overrides them with
 * `createKeyport({ features: { pluginTemplateRefresh: false } })`.
 */
export const pluginTemplateFlags = {
  /** @default true */
  pluginTemplateRefresh: defineFlag(z.boolean(), true),
}
