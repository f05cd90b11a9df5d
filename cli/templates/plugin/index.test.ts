import { createTestKernel } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import { pluginTemplatePlugin } from './index.ts'
import { pluginTemplateNetworksToken } from './tokens.ts'

describe('pluginTemplatePlugin', () => {
  test('behavior: installs its view, service and flag, and makes its view the default', () => {
    const kernel = createTestKernel({
      plugins: [pluginTemplatePlugin()],
      options: { apiUrl: 'http://api.test', projectId: 'demo' },
    })
    expect(kernel.plugins).toEqual(['plugin-template'])
    expect(kernel.flags.get('pluginTemplateRefresh')).toBe(true)
    expect(kernel.resolve(pluginTemplateNetworksToken).state).toEqual({ status: 'idle' })
    kernel.modal.open()
    expect(kernel.router.current.view).toBe('plugin-template/networks')
  })

  test('behavior: defaultView: false leaves open() to other plugins', () => {
    const kernel = createTestKernel({ plugins: [pluginTemplatePlugin({ defaultView: false })] })
    kernel.modal.open()
    expect(kernel.router.current.view).toBe('Connect')
  })

  test('behavior: a bad flag value fails at start, naming the flag and the plugin', () => {
    const features: Record<string, unknown> = { pluginTemplateRefresh: 'yes' }
    expect(() =>
      createTestKernel({ plugins: [pluginTemplatePlugin()], options: { features } }),
    ).toThrow(
      'Feature flag \'pluginTemplateRefresh\' has an invalid value: expected boolean, received "yes".',
    )
  })
})
