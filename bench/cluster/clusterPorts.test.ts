import { describe, expect, test } from 'vitest'
import { clusterPorts } from './clusterPorts.ts'

describe('clusterPorts', () => {
  test('behavior: the balancer on the usual port, instance i 100 × i above, all shifted by the offset', () => {
    const ports = clusterPorts(7000)
    expect([ports.api(0), ports.api(1), ports.api(3)]).toEqual([11000, 11100, 11300])
    expect([ports.relay(0), ports.relay(2)]).toEqual([11001, 11201])
    expect([ports.frame(0), ports.frame(1)]).toEqual([12174, 12274])
    expect(ports.chainStatus).toBe(15549)
  })
})
