import { useAccount, useProvider } from '@keyport/connect'
import { useState } from 'react'
import { sandboxMessage, sandboxTypedData, toHex } from './signRequests'

type Outcome =
  | { kind: 'signature'; label: string; value: string }
  | { kind: 'error'; value: string }

/** Asks the connected wallet to sign (personal_sign, eth_signTypedData_v4) and shows the answer. */
export function SignPanel() {
  const { address } = useAccount()
  const { provider } = useProvider()
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)
  if (!address || !provider) return null

  const sign = async (label: string, method: string, params: unknown[]) => {
    setBusy(true)
    setOutcome(undefined)
    try {
      const value = String(await provider.request({ method, params }))
      setOutcome({ kind: 'signature', label, value })
    } catch (error) {
      const { code, shortMessage, message } = error as {
        code?: number
        shortMessage?: string
        message?: string
      }
      setOutcome({
        kind: 'error',
        value: code === 4001 ? 'Signature declined' : (shortMessage ?? message ?? 'Signing failed'),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="sign-panel" aria-label="Sign with the wallet">
      <button
        type="button"
        disabled={busy}
        onClick={() => sign('Message signature', 'personal_sign', [toHex(sandboxMessage), address])}
      >
        Sign message
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          sign('Typed data signature', 'eth_signTypedData_v4', [
            address,
            JSON.stringify({
              ...sandboxTypedData,
              message: { text: sandboxMessage, from: address },
            }),
          ])
        }
      >
        Sign typed data
      </button>
      {outcome?.kind === 'signature' ? (
        <p>
          {outcome.label}: <output data-testid="signature">{outcome.value}</output>
        </p>
      ) : null}
      {outcome?.kind === 'error' ? <p role="alert">{outcome.value}</p> : null}
    </section>
  )
}
