import { walletConnectAuthToken } from '@keyport/connect'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as siwx from './index.ts'
import { siwxPlugin } from './index.ts'
import { alice, fakeSiwxConnection, siwxTestKernel } from './testing/fakeSiwxConnection.ts'
import { siwxToken } from './tokens.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('@keyport/siwx', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(siwx).sort()).toMatchSnapshot()
  })
})

describe('siwxPlugin', () => {
  test('behavior: needs the connect plugin, and says so', () => {
    expect(siwxPlugin().requires).toEqual(['connect'])
  })

  test('behavior: a lifetime that is not a positive number is refused at once', () => {
    expect(() => siwxPlugin({ expiresInMs: 0 })).toThrow('expiresInMs')
  })

  test('behavior: with an apiUrl, sessions go to the data API by default', async () => {
    const paths: string[] = []
    server.use(
      http.post('http://api.test/v1/sessions/nonce', ({ request }) => {
        paths.push(new URL(request.url).pathname)
        return HttpResponse.json({ nonce: 'f00dfeedf00dfeed', expiresAt: new Date().toISOString() })
      }),
    )
    const connection = fakeSiwxConnection()
    const { kernel } = siwxTestKernel({
      connection,
      plugins: [siwxPlugin({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' })],
      options: { apiUrl: 'http://api.test', projectId: 'keyport-dev' },
    })
    connection.connect(alice.address, 1)
    connection.control.onSign = () => new Promise(() => {})
    void kernel.resolve(siwxToken).signIn()
    await expect.poll(() => connection.signRequests.length).toBe(1)
    expect(paths).toEqual(['/v1/sessions/nonce'])
    expect(connection.signRequests[0]?.message).toContain('Nonce: f00dfeedf00dfeed')
  })

  test('behavior: it offers WalletConnect one-click auth with its sign-in fields, unless told not to', async () => {
    server.use(
      http.post('http://api.test/v1/sessions/nonce', () =>
        HttpResponse.json({ nonce: 'f00dfeedf00dfeed', expiresAt: new Date().toISOString() }),
      ),
    )
    const app = { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' }
    const options = { apiUrl: 'http://api.test', projectId: 'keyport-dev' }
    const on = siwxTestKernel({ plugins: [siwxPlugin(app)], options }).kernel
    const [authenticator] = on.resolve(walletConnectAuthToken).items
    expect(authenticator?.id).toBe('siwx')
    expect(await authenticator?.request({ chains: ['eip155:1'] })).toMatchObject({
      chains: ['eip155:1'],
      ...app,
      nonce: 'f00dfeedf00dfeed',
      statement: 'Sign in to Test App.',
    })
    const off = siwxTestKernel({ plugins: [siwxPlugin({ ...app, oneClickAuth: false })], options })
    expect(off.kernel.resolve(walletConnectAuthToken).items).toEqual([])
  })
})
