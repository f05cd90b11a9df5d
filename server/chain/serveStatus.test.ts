import { describe, expect, test } from 'vitest'
import type { Deployment } from './deployment.ts'
import { serveStatus } from './serveStatus.ts'

const deployment: Deployment = { generatedAt: '2026-01-01T00:00:00.000Z', chains: [] }

describe('serveStatus', () => {
  test('behavior: /health answers 503 while seeding and 200 with the deployment once ready', async () => {
    const status = await serveStatus({ host: '127.0.0.1', port: 0 })
    try {
      const seeding = await fetch(`${status.url}/health`)
      expect(seeding.status).toBe(503)
      expect(await seeding.json()).toMatchObject({ status: 'seeding' })

      status.ready(deployment)
      const ready = await fetch(`${status.url}/health`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual(deployment)
    } finally {
      await status.close()
    }
  })

  test('behavior: other paths answer 404 with what the service serves', async () => {
    const status = await serveStatus({ host: '127.0.0.1', port: 0 })
    try {
      const response = await fetch(`${status.url}/deployment`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: expect.stringMatching(/GET \/health/) })
    } finally {
      await status.close()
    }
  })
})
