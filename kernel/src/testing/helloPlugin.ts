import * as z from 'zod/mini'
import { createToken } from '../di/createToken'
import { toastToken } from '../di/tokens'
import { defineFlag } from '../flags/defineFlag'
import { definePlugin, provide } from '../plugin/definePlugin'
import { defineView } from '../router/views'

declare module '../router/views' {
  interface KeyportViews {
    'hello/greet': { name: string }
    'hello/locked': undefined
  }
}
declare module '../bus/events' {
  interface KeyportEvents {
    'hello:waved': { name: string; greeting: string }
  }
}
declare module '../flags/coreFlags' {
  interface FeatureFlags {
    helloGreeting: string
  }
}

export interface Greeter {
  /** Greets by name with the `helloGreeting` flag, emits 'hello:waved' and shows a toast. */
  wave(name: string): string
}
export const greeterToken = createToken<Greeter>('hello.greeter')

/**
 * A small plugin written against the public contract, used by the kernel's tests and the sandbox:
 * it contributes two views, a service, a flag and an event, and makes its view the default.
 *
 * @example
 * createKernel({ plugins: [helloPlugin()] }).start().modal.open()
 */
export function helloPlugin() {
  return definePlugin({
    id: 'hello',
    flags: { helloGreeting: defineFlag(z.string().check(z.minLength(1)), 'Hello') },
    messages: {
      en: {
        'hello.title': 'Hello plugin',
        'hello.body': 'Say hello to {name}.',
        'hello.wave': 'Wave',
        'hello.lock': 'Open a step that cannot be closed',
        'hello.locked.title': 'Locked step',
        'hello.locked.body': 'This step refuses to close. Use the button below to leave it.',
        'hello.locked.leave': 'Leave this step',
      },
    },
    views: [
      defineView({
        id: 'hello/greet',
        title: 'hello.title',
        load: () => import('./views/HelloGreetView'),
      }),
      defineView({
        id: 'hello/locked',
        title: 'hello.locked.title',
        canClose: () => false,
        load: () => import('./views/HelloLockedView'),
      }),
    ],
    services: [
      provide(greeterToken, ({ flags, bus, resolve }) => ({
        wave(name) {
          const greeting = flags.get('helloGreeting')
          const text = `${greeting}, ${name}!`
          bus.emit('hello:waved', { name, greeting })
          resolve(toastToken).showSuccess(text)
          return text
        },
      })),
    ],
    setup({ modal }) {
      modal.setDefaultView(() => ({ view: 'hello/greet', params: { name: 'friend' } }))
    },
  })
}
