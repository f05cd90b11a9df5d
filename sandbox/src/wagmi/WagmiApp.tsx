import { ConnectButton } from '@keyport/kernel/react'
import { formatUnits } from 'viem'
import {
  useBalance,
  useChains,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSignMessage,
  useSwitchChain,
} from 'wagmi'
import { ConnectedButtons } from '../ConnectedButtons'

/**
 * A host page written against wagmi's hooks only; Keyport is its connection UI through
 * `keyportConnector`. The Keyport buttons in the header show both stay in step.
 */
export function WagmiApp() {
  const connection = useConnection()
  const [keyportConnector] = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const error = connect.error ?? disconnect.error
  return (
    <main className="page">
      <header className="page-header">
        <h1>Keyport with wagmi</h1>
        <ConnectButton />
        <ConnectedButtons />
      </header>
      <section aria-labelledby="wagmi-heading">
        <h2 id="wagmi-heading">wagmi</h2>
        <p>
          Status: <output aria-label="wagmi status">{connection.status}</output>
        </p>
        {connection.status === 'connected' ? (
          <Connected address={connection.address} chainId={connection.chainId} />
        ) : (
          <button
            type="button"
            disabled={!keyportConnector || connect.isPending}
            onClick={() => keyportConnector && connect.mutate({ connector: keyportConnector })}
          >
            Connect with wagmi
          </button>
        )}
        {connection.status === 'connected' ? (
          <button type="button" onClick={() => disconnect.mutate()}>
            Disconnect with wagmi
          </button>
        ) : null}
        {error ? <p role="alert">{error.message.split('\n')[0]}</p> : null}
      </section>
    </main>
  )
}

function Connected({ address, chainId }: { address: `0x${string}`; chainId: number }) {
  const chains = useChains()
  const balance = useBalance({ address })
  const sign = useSignMessage()
  const switchChain = useSwitchChain()
  const other = chains.find((chain) => chain.id !== chainId)
  return (
    <>
      <dl>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{address}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">{chains.find((chain) => chain.id === chainId)?.name}</dd>
        <dt>Balance</dt>
        <dd data-testid="wagmi-balance">
          {balance.data
            ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
            : '…'}
        </dd>
      </dl>
      <button type="button" onClick={() => sign.mutate({ message: 'Hello from wagmi' })}>
        Sign with wagmi
      </button>
      {sign.data ? <output aria-label="wagmi signature">{sign.data}</output> : null}
      {sign.error ? <p role="alert">{sign.error.message.split('\n')[0]}</p> : null}
      {other ? (
        <button type="button" onClick={() => switchChain.mutate({ chainId: other.id })}>
          Switch to {other.name} with wagmi
        </button>
      ) : null}
    </>
  )
}
