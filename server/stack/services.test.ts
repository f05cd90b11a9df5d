import { existsSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { services } from './services.ts'

describe('services', () => {
  test('behavior: runs the sandbox with Vite on the default port', () => {
    const [sandbox] = services({})
    expect(sandbox).toMatchObject({
      name: 'sandbox',
      url: 'http://127.0.0.1:5173',
      args: ['--host', '127.0.0.1', '--port', '5173', '--strictPort'],
    })
    expect(sandbox?.command).toMatch(/node_modules\/\.bin\/vite$/)
    expect(existsSync(sandbox!.cwd)).toBe(true)
  })

  test('behavior: with KEYPORT_SANDBOX_MODE=preview, builds the sandbox and serves the build on the same port', () => {
    const [sandbox] = services({ KEYPORT_SANDBOX_MODE: 'preview', KEYPORT_PORT_OFFSET: '1000' })
    expect(sandbox).toMatchObject({
      name: 'sandbox',
      url: 'http://127.0.0.1:6173',
      command: 'bash',
    })
    const [, script, vite, outDir, ...listen] = sandbox!.args
    expect(script).toMatch(/build --outDir "\$out" .*&& exec "\$0" preview --outDir "\$out" "\$@"$/)
    expect(vite).toMatch(/node_modules\/\.bin\/vite$/)
    expect(outDir).toMatch(/\.keyport\/sandbox-dist-6173$/)
    expect(listen).toEqual(['--host', '127.0.0.1', '--port', '6173', '--strictPort'])
  })

  test('behavior: follows KEYPORT_HOST and KEYPORT_SANDBOX_PORT', () => {
    const [sandbox] = services({ KEYPORT_HOST: 'localhost', KEYPORT_SANDBOX_PORT: '5999' })
    expect(sandbox?.url).toBe('http://localhost:5999')
    expect(sandbox?.args).toEqual(['--host', 'localhost', '--port', '5999', '--strictPort'])
    expect(sandbox?.ports).toEqual([
      { host: 'localhost', port: 5999, env: 'KEYPORT_SANDBOX_PORT', url: 'http://localhost:5999' },
    ])
  })

  test('behavior: runs the chains with tsx, healthy once seeded, on 8545, 8546 and 8549', () => {
    const chains = services({}).find((service) => service.name === 'chains')
    expect(chains).toMatchObject({
      url: 'http://127.0.0.1:8545',
      healthUrl: 'http://127.0.0.1:8549/health',
    })
    expect(chains?.command).toMatch(/node_modules\/\.bin\/tsx$/)
    expect(chains?.args[0]).toMatch(/server\/chain\/start\.ts$/)
    expect(existsSync(chains!.args[0]!)).toBe(true)
    expect(chains?.ports?.map((port) => port.port)).toEqual([8545, 8546, 8549])
  })

  test('behavior: runs the Solana chain on 8899 (RPC) and 8900 (WebSocket), shifted by the offset', () => {
    const list = services({ KEYPORT_PORT_OFFSET: '1000' })
    const solana = list.find((service) => service.name === 'solana')
    expect(solana).toMatchObject({
      url: 'http://127.0.0.1:9899',
      healthUrl: 'http://127.0.0.1:9899/health',
      env: { KEYPORT_SOLANA_RPC_PORT: '9899', KEYPORT_SOLANA_WS_PORT: '9900' },
    })
    expect(existsSync(solana!.args[0]!)).toBe(true)
    expect(solana?.ports?.map((port) => port.port)).toEqual([9899, 9900])
    expect(list.find((service) => service.name === 'sandbox')?.env).toMatchObject({
      VITE_KEYPORT_SOLANA_RPC_URL: 'http://127.0.0.1:9899',
      VITE_KEYPORT_SOLANA_WS_URL: 'ws://127.0.0.1:9900',
    })
  })

  test('behavior: KEYPORT_SOLANA_RPC_URL points the stack at a real Solana RPC and starts no local chain', () => {
    const list = services({ KEYPORT_SOLANA_RPC_URL: 'https://api.devnet.solana.com' })
    expect(list.some((service) => service.name === 'solana')).toBe(false)
    expect(list.find((service) => service.name === 'sandbox')?.env).toMatchObject({
      VITE_KEYPORT_SOLANA_RPC_URL: 'https://api.devnet.solana.com',
      VITE_KEYPORT_SOLANA_WS_URL: 'wss://api.devnet.solana.com/',
    })
  })

  test('behavior: runs an ERC-4337 bundler (alto) per chain after the chains, shifted by the offset', () => {
    const list = services({ KEYPORT_PORT_OFFSET: '1000' })
    const bundlers = list.filter((service) => service.name.startsWith('bundler-'))
    expect(bundlers.map((b) => [b.name, b.url, b.healthUrl])).toEqual([
      ['bundler-1', 'http://127.0.0.1:5337', 'http://127.0.0.1:5337/health'],
      ['bundler-8453', 'http://127.0.0.1:5338', 'http://127.0.0.1:5338/health'],
    ])
    for (const [i, bundler] of bundlers.entries()) {
      expect(bundler.dependsOn).toEqual(['chains'])
      expect(bundler.command).toMatch(/node_modules\/\.bin\/alto$/)
      expect(existsSync(bundler.command)).toBe(true)
      const arg = (flag: string) => bundler.args[bundler.args.indexOf(flag) + 1]
      expect(arg('--rpc-url')).toBe(`http://127.0.0.1:${9545 + i}`)
      expect(arg('--port')).toBe(String(5337 + i))
      expect(arg('--entrypoints')).toBe('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108')
    }
  })

  test('behavior: runs the data API after the chains, on 4000', () => {
    const api = services({}).find((service) => service.name === 'api')
    expect(api).toMatchObject({ name: 'api', url: 'http://127.0.0.1:4000', dependsOn: ['chains'] })
    expect(api?.healthUrl).toBe('http://127.0.0.1:4000/health')
    expect(existsSync(api!.args[0]!)).toBe(true)
    expect(api?.ports?.map((port) => port.port)).toEqual([4000])
  })

  test('behavior: runs the relay on 4001 with a health check, and hands its URL to the sandbox', () => {
    const all = services({ KEYPORT_PORT_OFFSET: '1000' })
    const relay = all.find((service) => service.name === 'relay')
    expect(relay).toMatchObject({
      url: 'ws://127.0.0.1:5001',
      healthUrl: 'http://127.0.0.1:5001/health',
      env: { KEYPORT_RELAY_HOST: '127.0.0.1', KEYPORT_RELAY_PORT: '5001' },
    })
    expect(existsSync(relay!.args[0]!)).toBe(true)
    const sandbox = all.find((service) => service.name === 'sandbox')
    expect(sandbox?.env.VITE_KEYPORT_RELAY_URL).toBe('ws://127.0.0.1:5001')
    const wallet = all.find((service) => service.name === 'wc-wallet')
    expect(wallet).toMatchObject({ url: 'http://127.0.0.1:6175' })
    expect(existsSync(wallet!.cwd)).toBe(true)
  })

  test('behavior: runs the mail catcher, the IdP, then the secure frame, shifted by the offset', () => {
    const list = services({ KEYPORT_PORT_OFFSET: '2000' })
    const byName = (name: string) => list.find((service) => service.name === name)
    expect(byName('mail')?.ports?.map((port) => port.port)).toEqual([3025, 3080])
    expect(byName('mail')?.healthUrl).toBe('http://127.0.0.1:3080/health')
    expect(byName('idp')?.ports?.map((port) => port.port)).toEqual([6002])
    expect(byName('frame')).toMatchObject({
      url: 'http://127.0.0.1:7174/sdk',
      healthUrl: 'http://127.0.0.1:7174/health',
      dependsOn: ['mail', 'idp', 'chains'],
    })
    // The sandbox, and an app made by `keyport new app` (server/stack/appEndpoint.ts).
    expect(byName('frame')?.env.KEYPORT_FRAME_ALLOWED_ORIGINS).toBe(
      'http://127.0.0.1:7173,http://127.0.0.1:7180',
    )
    expect(byName('sandbox')?.env).toMatchObject({
      VITE_KEYPORT_FRAME_URL: 'http://127.0.0.1:7174',
      VITE_KEYPORT_MAIL_URL: 'http://127.0.0.1:3080',
    })
    for (const name of ['mail', 'idp', 'frame'])
      expect(existsSync(byName(name)!.args[0]!)).toBe(true)
  })

  test('behavior: the sandbox starts after every backend, so its URL means the stack is up', () => {
    const list = services({})
    const sandbox = list.find((service) => service.name === 'sandbox')
    expect(sandbox?.dependsOn).toEqual(
      list.filter((service) => service.name !== 'sandbox').map((service) => service.name),
    )
  })
})
