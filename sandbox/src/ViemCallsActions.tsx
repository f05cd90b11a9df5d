import { useAccount, useNetwork, useProvider } from '@keyport/connect'
import { useState } from 'react'
import { type Address, createWalletClient, custom, defineChain, parseEther } from 'viem'
import { getCallsStatus, getCapabilities, sendCalls, showCallsStatus } from 'viem/actions'
import { ActionResult } from './ActionResult'

// viem's answers hold bigints (block numbers, gas): shown as decimal strings.
const json = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null'

/**
 * EIP-5792 v2 through viem's own actions (`getCapabilities`, `sendCalls`, `getCallsStatus`,
 * `showCallsStatus`) over the connected wallet's provider: what an app written with viem does.
 * Renders nothing while disconnected.
 */
export function ViemCallsActions() {
  const { address } = useAccount()
  const { network } = useNetwork()
  const { provider } = useProvider()
  const [result, setResult] = useState<string>()
  const [id, setId] = useState<string>()
  if (!address?.startsWith('0x') || !provider || !network) return null
  const client = createWalletClient({
    account: address as Address,
    chain: defineChain(network),
    transport: custom(provider as Parameters<typeof custom>[0]),
  })
  const run = (action: () => Promise<unknown>) => {
    setResult('Waiting for the wallet…')
    action().then(
      (value) => setResult(json(value)),
      (error: { shortMessage?: string; message?: string; code?: number }) =>
        setResult(`Error: ${error.code ?? ''} ${error.shortMessage ?? error.message}`.trim()),
    )
  }
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  return (
    <section className="action-group" aria-label="EIP-5792 with viem">
      <h3 className="group-title">Wallet calls (viem)</h3>
      <div className="button-row">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => run(() => getCapabilities(client, { account: address as Address }))}
        >
          viem getCapabilities
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() =>
            run(async () => {
              const answer = await sendCalls(client, {
                calls: [
                  { to, value: parseEther('0.001') },
                  { to, value: parseEther('0.002') },
                ],
                forceAtomic: true,
              })
              setId(answer.id)
              return answer
            })
          }
        >
          viem sendCalls
        </button>
        {id ? (
          <>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => run(() => getCallsStatus(client, { id }))}
            >
              viem getCallsStatus
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => run(() => showCallsStatus(client, { id }).then(() => 'shown'))}
            >
              viem showCallsStatus
            </button>
          </>
        ) : null}
      </div>
      <ActionResult text={result} testId="viem-result" label="viem result" />
    </section>
  )
}
