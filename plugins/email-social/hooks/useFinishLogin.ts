import { connectionToken } from '@keyport/connect'
import { useKernel, useService, useT } from '@keyport/kernel/react'
import { useCallback } from 'react'

/**
 * After a login the 'auth' connector connects (get-user makes the status connected). When that
 * fails the spec's toast shows, the wallet disconnects and the modal returns to Connect.
 */
export function useFinishLogin() {
  const t = useT()
  const { router, toast } = useKernel()
  const connection = useService(connectionToken)
  return useCallback(async () => {
    try {
      await connection.connect('auth')
      toast.close()
    } catch {
      toast.showError(t('toast.authFailed'))
      await connection.disconnect().catch(() => undefined)
      router.reset('Connect')
    }
  }, [connection, router, t, toast])
}
