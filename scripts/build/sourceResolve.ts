import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'
import { sourceCondition } from './publishedExports.ts'

/**
 * Vite's `resolve` settings that make Keyport's packages resolve to their TypeScript source in the
 * browser build and in SSR/Node (Vitest), before Vite's own conditions.
 *
 * @example
 * defineConfig({ ...sourceResolve, plugins: [react()] })
 */
export const sourceResolve = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
} satisfies UserConfig
