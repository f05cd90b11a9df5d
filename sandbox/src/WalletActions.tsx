import { useAccount, useProvider } from '@keyport/connect'
import { useState } from 'react'
import { ActionResult } from './ActionResult'
import { sandboxMessage, sandboxTypedData, toHex } from './signRequests'

/** A wallet's error as the page shows it: 'Signature declined' for a rejection (4001). */
function errorText(error: unknown) {
  const { code, shortMessage, message } = error as {
    code?: number
    shortMessage?: string
    message?: string
  }
  return `Error: ${code === 4001 ? 'Signature declined' : (shortMessage ?? message ?? 'the wallet failed')}`
}

/**
 * Sign (personal_sign, eth_signTypedData_v4) and send from whichever wallet is connected
 * (browser, WalletConnect or embedded), so a person can try each wallet's approval flow and tests
 * can verify the answers. Renders nothing while disconnected.
 */
export function WalletActions() {
  const { address } = useAccount()
  const { provider } = useProvider()
  const [to, setTo] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  const [result, setResult] = useState<string>()
  const [callsId, setCallsId] = useState<string>()
  if (!address || !provider) return null
  const run = (method: string, params: unknown[]) => {
    setResult('Waiting for the wallet…')
    provider.request({ method, params }).then(
      (value) => {
        if (method === 'wallet_sendCalls') setCallsId((value as { id: string }).id)
        setResult(typeof value === 'object' ? JSON.stringify(value) : String(value))
      },
      (error: unknown) => setResult(errorText(error)),
    )
  }
  // EIP-5792: two transfers in one request; a smart account runs them as one user operation.
  const sendBatch = () =>
    provider.request({ method: 'eth_chainId' }).then((chainId) =>
      run('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId,
          from: address,
          atomicRequired: false,
          calls: [
            { to, value: '0x2386f26fc10000' },
            { to, value: '0x470de4df820000' },
          ],
        },
      ]),
    )
  const typedData = { ...sandboxTypedData, message: { text: sandboxMessage, from: address } }
  return (
    <section className="action-group" aria-label="Wallet actions">
      <h3 className="group-title">Sign</h3>
      <div className="button-row">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => run('personal_sign', [toHex(sandboxMessage), address])}
        >
          Sign message
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => run('eth_signTypedData_v4', [address, JSON.stringify(typedData)])}
        >
          Sign typed data
        </button>
      </div>
      <h3 className="group-title">Send</h3>
      <label className="field">
        <span className="field-label">Send 0.01 ETH to</span>
        <input
          className="mono"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          aria-label="Recipient"
          spellCheck={false}
        />
      </label>
      <div className="button-row">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() =>
            run('eth_sendTransaction', [{ from: address, to, value: '0x2386f26fc10000' }])
          }
        >
          Send
        </button>
        <button type="button" className="btn btn-secondary" onClick={sendBatch}>
          Batch two transfers (0.01 + 0.02 ETH)
        </button>
        {callsId ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => run('wallet_getCallsStatus', [callsId])}
          >
            Batch status
          </button>
        ) : null}
      </div>
      <ActionResult text={result} testId="wallet-result" />
    </section>
  )
}
