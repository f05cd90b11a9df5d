import { describe, expect, test } from 'vitest'
import { createToken } from '../di/createToken'
import { busToken, dataApiToken, flagsToken, toastToken } from '../di/tokens'
import { definePlugin, provide } from '../plugin/definePlugin'
import { createTestKernel } from '../testing/createTestKernel'
import { greeterToken, helloPlugin } from '../testing/helloPlugin'
import { createKernel } from './createKernel'

describe('createKernel', () => {
  test('behavior: a plugin contributes a view, a service, a flag default and an event', () => {
    const kernel = createTestKernel({ plugins: [helloPlugin()] })
    const waves: string[] = []
    kernel.bus.on('hello:waved', ({ name, greeting }) => waves.push(`${greeting} ${name}`))

    expect(kernel.plugins).toEqual(['hello'])
    expect(kernel.flags.get('helloGreeting')).toBe('Hello')
    expect(kernel.resolve(greeterToken).wave('Ada')).toBe('Hello, Ada!')
    expect(waves).toEqual(['Hello Ada'])
    expect(kernel.toast.state).toMatchObject({
      open: true,
      message: 'Hello, Ada!',
      variant: 'success',
    })
    kernel.modal.open()
    expect(kernel.router.current).toEqual({ view: 'hello/greet', params: { name: 'friend' } })
    expect(kernel.router.definition('hello/locked').canClose?.({ resolve: kernel.resolve })).toBe(
      false,
    )
  })

  test('behavior: host flag overrides reach plugin services', () => {
    const kernel = createTestKernel({
      plugins: [helloPlugin()],
      options: { features: { helloGreeting: 'Hi' } },
    })
    expect(kernel.resolve(greeterToken).wave('Bo')).toBe('Hi, Bo!')
  })

  test('behavior: without the plugin, its view, service and flag do not exist', () => {
    const kernel = createTestKernel()
    expect(() => kernel.resolve(greeterToken)).toThrow(
      "No service is registered for 'hello.greeter'.",
    )
    expect(() => kernel.router.push('hello/locked')).toThrow(
      "View 'hello/locked' is not registered.",
    )
    expect(() => createTestKernel({ options: { features: { helloGreeting: 'Hi' } } })).toThrow(
      "Unknown feature flag 'helloGreeting'.",
    )
    kernel.modal.open()
    expect(kernel.router.current.view).toBe('Connect')
  })

  test('behavior: bad configuration fails at start, naming the plugin and the problem', () => {
    const needsConnect = definePlugin({ id: 'swap', requires: ['connect'] })
    expect(() => createKernel({ plugins: [needsConnect] }).start()).toThrow(
      "Plugin 'swap' requires plugin 'connect', which is not installed.",
    )
    expect(() => createKernel({ plugins: [helloPlugin(), helloPlugin()] }).start()).toThrow(
      "Plugin 'hello' is installed twice.",
    )
    expect(() =>
      createKernel({
        plugins: [helloPlugin()],
        options: { features: { helloGreeting: 7 as never } },
      }).start(),
    ).toThrow(
      /Feature flag 'helloGreeting' has an invalid value: expected string, received 7[\s\S]*plugin 'hello'/,
    )
    expect(() =>
      createKernel({ options: { features: { swaps: 'yes' } as never } }).start(),
    ).toThrow(/Feature flag 'swaps' has an invalid value: expected boolean/)
  })

  test('behavior: the registry freezes at start', () => {
    const kernel = createTestKernel()
    expect(() => kernel.use(helloPlugin())).toThrow(
      "Cannot add plugin 'hello': the kernel has started and its plugins are frozen.",
    )
    const fresh = createKernel({ options: { logLevel: 'silent' } }).use(helloPlugin())
    expect(() => fresh.router).toThrow(/has not started/)
    expect(fresh.start().plugins).toEqual(['hello'])
  })

  test('behavior: two plugins providing one token or one view are rejected', () => {
    const token = createToken<number>('test.number')
    const a = definePlugin({ id: 'a', services: [provide(token, () => 1)] })
    const b = definePlugin({ id: 'b', services: [provide(token, () => 2)] })
    expect(() => createTestKernel({ plugins: [a, b] })).toThrow(
      "Service 'test.number' is provided by both 'a' and 'b'.",
    )
    const viewA = definePlugin({ id: 'va', views: helloPlugin().views })
    expect(() => createTestKernel({ plugins: [viewA, helloPlugin()] })).toThrow(
      "View 'hello/greet' is declared by both plugin 'va' and plugin 'hello'.",
    )
  })

  test('behavior: each kernel has its own services; services are per-kernel singletons', () => {
    let made = 0
    const token = createToken<{ n: number }>('test.counter')
    const plugin = () =>
      definePlugin({ id: 'counter', services: [provide(token, () => ({ n: ++made }))] })
    const one = createTestKernel({ plugins: [plugin()] })
    const two = createTestKernel({ plugins: [plugin()] })
    expect(one.resolve(token)).toBe(one.resolve(token))
    expect(two.resolve(token).n).not.toBe(one.resolve(token).n)
    expect(made).toBe(2)
  })

  test('behavior: a factory resolves what it needs through the context, once, on first use', () => {
    let made = 0
    const token = createToken<{ swapsOn(): unknown }>('test.reporter')
    const reporter = provide(token, ({ resolve }) => {
      made++
      const flags = resolve(flagsToken)
      return { swapsOn: () => flags.get('swaps') }
    })
    const kernel = createTestKernel({
      plugins: [definePlugin({ id: 'reporter', services: [reporter] })],
      options: { features: { swaps: false } },
    })
    expect(made).toBe(0)
    expect(kernel.resolve(token).swapsOn()).toBe(false)
    expect(kernel.resolve(token)).toBe(kernel.resolve(token))
    expect(made).toBe(1)
  })

  test('behavior: overrides replace a service by token', () => {
    const kernel = createTestKernel({
      plugins: [helloPlugin()],
      overrides: [{ token: greeterToken, useValue: { wave: () => 'stub' } }],
    })
    expect(kernel.resolve(greeterToken).wave('x')).toBe('stub')
  })

  test('behavior: setup runs in dependency order and teardowns run in reverse on dispose', async () => {
    const calls: string[] = []
    const plugin = (id: string, requires: string[] = []) =>
      definePlugin({
        id,
        requires,
        setup: ({ resolve, plugins }) => {
          calls.push(`setup:${id}`)
          expect(resolve(busToken)).toBeDefined()
          // Every plugin sees all installed ids, so it can add to one it does not require.
          expect(plugins).toEqual(['a', 'b'])
          return () => calls.push(`teardown:${id}`)
        },
      })
    const kernel = createTestKernel({ plugins: [plugin('b', ['a']), plugin('a')] })
    await kernel.dispose()
    expect(calls).toEqual(['setup:a', 'setup:b', 'teardown:b', 'teardown:a'])
  })

  test('behavior: a failing setup names the plugin', async () => {
    const broken = definePlugin({
      id: 'broken',
      setup: () => {
        throw new Error('no config')
      },
    })
    expect(() => createTestKernel({ plugins: [broken] })).toThrow(
      "Plugin 'broken' failed to set up: no config",
    )
    const late = definePlugin({
      id: 'late',
      setup: async () => Promise.reject(new Error('timeout')),
    })
    await expect(createTestKernel({ plugins: [late] }).ready).rejects.toThrow(
      "Plugin 'late' failed to set up: timeout",
    )
  })

  test('behavior: the data API client exists only when the app configured one', () => {
    expect(() => createTestKernel().resolve(dataApiToken)).toThrow('No data API is configured.')
    const kernel = createTestKernel({
      options: { apiUrl: 'http://127.0.0.1:4000', projectId: 'keyport-dev' },
    })
    expect(typeof kernel.resolve(dataApiToken).get).toBe('function')
    expect(kernel.resolve(toastToken)).toBe(kernel.toast)
  })
})
