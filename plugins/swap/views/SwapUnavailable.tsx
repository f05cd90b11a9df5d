import { useKernel, useT } from '@keyport/kernel/react'
import { swapNetworkIds } from '../constants.ts'
import { useSwap } from '../hooks/useSwap.ts'

/** What to do when swaps cannot run here: switch to a swap network, or load the tokens again. */
export function SwapUnavailable() {
  const t = useT()
  const { router } = useKernel()
  const { swap, state } = useSwap()
  const unsupported = state.status === 'unsupported'
  return (
    <div className="kp-stack" role="alert">
      <p className="kp-text kp-text--strong">
        {unsupported ? t('swap.unsupported') : state.error?.shortMessage}
      </p>
      {unsupported ? (
        <p className="kp-text kp-text--muted">
          {t('swap.unsupportedHint', { count: swapNetworkIds.length })}
        </p>
      ) : null}
      <button
        type="button"
        className="kp-button"
        onClick={() => (unsupported ? router.push('Networks') : void swap.load())}
      >
        {unsupported ? t('swap.switchNetwork') : t('swap.retry')}
      </button>
    </div>
  )
}
