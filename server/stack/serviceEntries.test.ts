import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { serviceEntries, serviceEntry } from './serviceEntries.ts'
import { services } from './services.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

describe('serviceEntries', () => {
  test('behavior: names exactly the services of services(), so the image runs every backend', () => {
    const names = services({}).map((service) => service.name)
    expect(Object.keys(serviceEntries).sort()).toEqual([...names].sort())
  })

  test('behavior: runs the same start file as `npm start` for every service started with tsx', () => {
    for (const service of services({})) {
      const entry = serviceEntries[service.name]
      if (service.command.endsWith('/tsx')) {
        expect(entry, service.name).toEqual({ kind: 'script', file: expect.any(String) })
        const file = join(repoRoot, (entry as { file: string }).file)
        expect(file, service.name).toBe(service.args[0])
        expect(existsSync(file), service.name).toBe(true)
      } else if (service.command.endsWith('/alto')) {
        expect(entry, service.name).toEqual({ kind: 'bundler', chainId: expect.any(Number) })
        expect(service.name).toBe(`bundler-${(entry as { chainId: number }).chainId}`)
      } else {
        expect(service.command, service.name).toMatch(/\/vite$/)
        expect(entry?.kind, service.name).toBe('dev-only')
      }
    }
  })
})

describe('serviceEntry', () => {
  test('behavior: finds a service by name', () => {
    expect(serviceEntry('relay')).toEqual({ kind: 'script', file: 'server/relay/start.ts' })
  })

  test('behavior: a missing or unknown name lists the services there are', () => {
    expect(() => serviceEntry(undefined)).toThrow(/^Name the service to run, one of: api, relay,/)
    expect(() => serviceEntry('database')).toThrow(
      /^Unknown service "database"; use one of: api, relay, .*bundler-1, bundler-8453, sandbox, wc-wallet\.$/,
    )
    expect(() => serviceEntry('constructor')).toThrow(/^Unknown service "constructor"/)
  })

  test('behavior: a development page says to use `npm start`', () => {
    expect(serviceEntry('sandbox')).toEqual({
      kind: 'dev-only',
      reason:
        'The sandbox is a development page served by Vite; run it with `npm start`, not from the image.',
    })
  })
})
