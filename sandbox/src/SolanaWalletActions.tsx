import { connectionToken, connectorsToken, useAccount } from '@keyport/connect'
import { useService } from '@keyport/kernel/react'
import { useState } from 'react'
import { ActionResult } from './ActionResult'
import { sandboxMessage } from './signRequests'

type SignMessage = {
  signMessage(input: {
    account: unknown
    message: Uint8Array
  }): Promise<readonly { signature: Uint8Array }[]>
}

const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Signs the sandbox message with the connected Solana wallet (its Wallet Standard
 * `solana:signMessage`, whatever the wallet), so a person can try each wallet's approval and
 * tests can verify the Ed25519 signature (shown as hex). Renders nothing outside Solana.
 */
export function SolanaWalletActions() {
  const { namespace } = useAccount()
  const connection = useService(connectionToken)
  const connectors = useService(connectorsToken)
  const [result, setResult] = useState<string>()
  const id = connection.state.connectorId
  const wallet = namespace === 'solana' && id ? connectors.get(id)?.solana?.wallet : undefined
  if (!wallet) return null
  const sign = () => {
    const feature = wallet.features['solana:signMessage'] as SignMessage | undefined
    if (!feature) return setResult('Error: this wallet cannot sign messages')
    setResult('Waiting for the wallet…')
    feature
      .signMessage({
        account: wallet.accounts[0],
        message: new TextEncoder().encode(sandboxMessage),
      })
      .then(
        ([output]) => setResult(output ? hex(output.signature) : 'Error: no signature'),
        (error: unknown) => setResult(`Error: ${(error as Error).message}`),
      )
  }
  return (
    <section className="action-group" aria-label="Solana wallet actions">
      <h3 className="group-title">Solana</h3>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={sign}>
          Sign message with Solana
        </button>
      </div>
      <ActionResult text={result} label="Solana wallet answer" />
    </section>
  )
}
