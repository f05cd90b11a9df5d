import { useService } from '@keyport/kernel/react'
import { useEffect } from 'react'
import { hostButtonsToken } from './hostButtons.ts'

/** Tells `<ConnectButton>` that the host places its own network or account button. */
export function useClaimHostLayout() {
  const buttons = useService(hostButtonsToken)
  useEffect(() => buttons.claim(), [buttons])
}
