import { describe, expect, test } from 'vitest'
import { appEndpoint } from './appEndpoint.ts'

describe('appEndpoint', () => {
  test('behavior: port 5180, shifted by KEYPORT_PORT_OFFSET like the stack', () => {
    expect(appEndpoint({}).url).toBe('http://127.0.0.1:5180')
    expect(appEndpoint({ KEYPORT_PORT_OFFSET: '3000' }).url).toBe('http://127.0.0.1:8180')
  })

  test('behavior: KEYPORT_APP_PORT and KEYPORT_APP_HOST set it one by one', () => {
    const env = {
      KEYPORT_PORT_OFFSET: '3000',
      KEYPORT_APP_HOST: 'localhost',
      KEYPORT_APP_PORT: '3100',
    }
    expect(appEndpoint(env)).toMatchObject({ host: 'localhost', port: 3100 })
  })
})
