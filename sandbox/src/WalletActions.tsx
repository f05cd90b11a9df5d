import { useAccount, useProvider } from '@keyport/connect'
import { useState } from 'react'

const toHex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * Sign and send from whichever wallet is connected (browser, WalletConnect or embedded), so a
 * person can try the approval flow in the sandbox. Renders nothing while disconnected.
 */
export function WalletActions() {
  const { address } = useAccount()
  const { provider } = useProvider()
  const [to, setTo] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  const [result, setResult] = useState<string>()
  if (!address || !provider) return null
  const run = (action: () => Promise<unknown>) => {
    setResult('Waiting for the wallet…')
    action().then(
      (value) => setResult(String(value)),
      (error: unknown) =>
        setResult(
          `Error: ${(error as { shortMessage?: string }).shortMessage ?? (error as Error).message}`,
        ),
    )
  }
  return (
    <section className="wallet-actions" aria-label="Wallet actions">
      <button
        type="button"
        onClick={() =>
          run(() =>
            provider.request({
              method: 'personal_sign',
              params: [toHex('Hello from the Keyport sandbox'), address],
            }),
          )
        }
      >
        Sign message
      </button>
      <label>
        Send 0.01 ETH to{' '}
        <input value={to} onChange={(event) => setTo(event.target.value)} aria-label="Recipient" />
      </label>
      <button
        type="button"
        onClick={() =>
          run(() =>
            provider.request({
              method: 'eth_sendTransaction',
              params: [{ from: address, to, value: '0x2386f26fc10000' }],
            }),
          )
        }
      >
        Send
      </button>
      {result ? (
        <output data-testid="wallet-result" style={{ wordBreak: 'break-all' }}>
          {result}
        </output>
      ) : null}
    </section>
  )
}
