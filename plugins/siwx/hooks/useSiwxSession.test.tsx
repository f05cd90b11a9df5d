// @vitest-environment jsdom
import { KeyportProvider } from '@keyport/kernel/react'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { siwxPlugin } from '../index.ts'
import type { SiwxStorage } from '../storage/SiwxStorage.ts'
import { alice, fakeSiwxConnection, siwxTestKernel } from '../testing/fakeSiwxConnection.ts'
import { useSiwxSession } from './useSiwxSession.ts'

describe('useSiwxSession', () => {
  test("behavior: without the siwx plugin it throws 'SIWX is not enabled'", () => {
    const { kernel } = siwxTestKernel({ plugins: [] })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const wrapper = ({ children }: { children: ReactNode }) => (
      <KeyportProvider keyport={kernel}>{children}</KeyportProvider>
    )
    // Imported here so the plugin-less kernel above never loads the plugin module's side of it.
    return import('./useSiwxSession.ts').then(({ useSiwxSession }) => {
      expect(() => renderHook(() => useSiwxSession(), { wrapper })).toThrow(
        expect.objectContaining({
          name: 'SiwxNotEnabledError',
          shortMessage: 'SIWX is not enabled',
        }),
      )
    })
  })

  test('behavior: follows the sign-in and hands out the session token for the backend', async () => {
    const sessions: Parameters<SiwxStorage['add']>[0][] = []
    const storage: SiwxStorage = {
      getNonce: async () => 'abcdef0123456789',
      add: async (session) => {
        const stored = { ...session, id: 'id-1', token: 'id-1.secret' }
        sessions.push(stored)
        return stored
      },
      get: async () => sessions,
      delete: async () => {
        sessions.length = 0
      },
    }
    const connection = fakeSiwxConnection()
    const { kernel } = siwxTestKernel({ connection, plugins: [siwxPlugin({ storage })] })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <KeyportProvider keyport={kernel}>{children}</KeyportProvider>
    )
    const { result } = renderHook(() => useSiwxSession(), { wrapper })
    expect(result.current).toMatchObject({ status: 'idle', isSignedIn: false, required: false })
    await act(async () => connection.connect(alice.address, 1))
    await waitFor(() => expect(result.current.status).toBe('needed'))
    await act(async () => {
      await result.current.signIn()
    })
    expect(result.current).toMatchObject({
      status: 'signed-in',
      isSignedIn: true,
      token: 'id-1.secret',
      address: alice.address,
      chainId: 'eip155:1',
    })
    await act(() => result.current.signOut())
    expect(result.current).toMatchObject({ isSignedIn: false, token: undefined })
  })
})
