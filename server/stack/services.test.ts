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

  test('behavior: follows KEYPORT_HOST and KEYPORT_SANDBOX_PORT', () => {
    const [sandbox] = services({ KEYPORT_HOST: 'localhost', KEYPORT_SANDBOX_PORT: '5999' })
    expect(sandbox?.url).toBe('http://localhost:5999')
    expect(sandbox?.args).toEqual(['--host', 'localhost', '--port', '5999', '--strictPort'])
    expect(sandbox?.ports).toEqual([
      { host: 'localhost', port: 5999, env: 'KEYPORT_SANDBOX_PORT', url: 'http://localhost:5999' },
    ])
  })
})
