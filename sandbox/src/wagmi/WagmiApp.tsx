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
import { ActionResult } from '../ActionResult'
import { ConnectedButtons } from '../ConnectedButtons'
import { KeyportLogo } from '../KeyportLogo'
import { WagmiSendCalls } from './WagmiSendCalls'

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
    <div className="sandbox">
      <header className="site-header">
        <div className="site-header-inner">
          <KeyportLogo />
          <div className="site-header-actions">
            <ConnectButton />
            <ConnectedButtons />
          </div>
        </div>
      </header>
      <main className="page">
        <div className="intro">
          <h1>Keyport with wagmi</h1>
          <p>A page written against wagmi's hooks only, with Keyport as its connection UI.</p>
        </div>
        <section className="card wagmi-card" aria-labelledby="wagmi-heading">
          <h2 className="card-title" id="wagmi-heading">
            wagmi
          </h2>
          <p className="status-line">
            Status: <output aria-label="wagmi status">{connection.status}</output>
          </p>
          {connection.status === 'connected' ? (
            <Connected address={connection.address} chainId={connection.chainId} />
          ) : null}
          <div className="button-row">
            {connection.status === 'connected' ? (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => disconnect.mutate()}
              >
                Disconnect with wagmi
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!keyportConnector || connect.isPending}
                onClick={() => keyportConnector && connect.mutate({ connector: keyportConnector })}
              >
                Connect with wagmi
              </button>
            )}
          </div>
          {error ? (
            <p className="note note--error" role="alert">
              {error.message.split('\n')[0]}
            </p>
          ) : null}
        </section>
      </main>
    </div>
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
      <dl className="facts">
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
      <div className="button-row">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => sign.mutate({ message: 'Hello from wagmi' })}
        >
          Sign with wagmi
        </button>
        {other ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => switchChain.mutate({ chainId: other.id })}
          >
            Switch to {other.name} with wagmi
          </button>
        ) : null}
      </div>
      <ActionResult text={sign.data} label="wagmi signature" />
      <WagmiSendCalls />
      {sign.error ? (
        <p className="note note--error" role="alert">
          {sign.error.message.split('\n')[0]}
        </p>
      ) : null}
    </>
  )
}
