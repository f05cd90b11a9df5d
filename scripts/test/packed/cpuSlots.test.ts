import { describe, expect, test } from 'vitest'
import { cpuSlots } from './cpuSlots.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('cpuSlots', () => {
  test('behavior: runs at most the slots at once, a heavier step alone, in the order asked', async () => {
    const cpu = cpuSlots(2)
    let running = 0
    let most = 0
    const order: string[] = []
    const step = (name: string) => async () => {
      running += 1
      most = Math.max(most, running)
      order.push(`${name}:${running}`)
      await tick()
      running -= 1
      return name
    }
    const results = await Promise.all([
      cpu(step('a')),
      cpu(step('b')),
      cpu(step('heavy'), 2),
      cpu(step('c')),
    ])
    expect(results).toEqual(['a', 'b', 'heavy', 'c'])
    expect(most).toBe(2)
    expect(order).toEqual(['a:1', 'b:2', 'heavy:1', 'c:1'])
  })

  test('behavior: a failed step frees its slot', async () => {
    const cpu = cpuSlots(1)
    await expect(cpu(() => Promise.reject(new Error('tsc failed')))).rejects.toThrow('tsc failed')
    expect(await cpu(async () => 'next')).toBe('next')
  })
})
