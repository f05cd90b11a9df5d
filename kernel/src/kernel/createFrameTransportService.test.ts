// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { frameTransportToken } from '../di/tokens'
import { storageKeys } from '../storage/storageKeys'
import { createTestKernel } from '../testing/createTestKernel'
import { FrameNotConfiguredError } from './KernelErrors'

const options = { frameUrl: 'http://frame.test', projectId: 'keyport-dev' }
const frameElement = () => document.querySelector<HTMLIFrameElement>('iframe#w3m-iframe')

describe('createFrameTransportService', () => {
  test('behavior: one transport per kernel, created on the first load, its frame on first use', async () => {
    const listen = vi.spyOn(window, 'addEventListener')
    const kernel = createTestKernel({ options })
    kernel.storage.setItem(storageKeys.LAST_USED_CHAIN, 137)
    const service = kernel.resolve(frameTransportToken)
    expect(kernel.resolve(frameTransportToken)).toBe(service)
    expect(listen).not.toHaveBeenCalledWith('message', expect.anything())

    const transport = await service.load()
    expect(await service.load()).toBe(transport)
    expect(listen).toHaveBeenCalledWith('message', expect.anything())
    expect(transport.origin).toBe('http://frame.test')
    expect(frameElement()).toBeNull()

    const loading = transport.load()
    expect(frameElement()?.src).toBe(
      'http://frame.test/sdk?projectId=keyport-dev&chainId=137&version=4&enableLogger=false',
    )
    const other = createTestKernel({ options })
    expect(other.resolve(frameTransportToken)).not.toBe(service)

    await kernel.dispose()
    await expect(loading).rejects.toThrow('The secure frame was reset while loading.')
    expect(frameElement()).toBeNull()
  })

  test('behavior: the frame opens on chain 1 when no chain is stored', async () => {
    const kernel = createTestKernel({ options })
    const loading = (await kernel.resolve(frameTransportToken).load()).load()
    expect(new URL(frameElement()?.src ?? '').searchParams.get('chainId')).toBe('1')
    await kernel.dispose()
    await expect(loading).rejects.toThrow()
  })

  test('behavior: without a frameUrl, resolving it says what to set', () => {
    const kernel = createTestKernel({ options: { projectId: 'keyport-dev' } })
    expect(() => kernel.resolve(frameTransportToken)).toThrowError(FrameNotConfiguredError)
    expect(() => kernel.resolve(frameTransportToken)).toThrow('No secure frame is configured.')
  })
})
