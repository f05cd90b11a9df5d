import { type FormEvent, useState, useSyncExternalStore } from 'react'
import type { WcTestWallet } from '../createWcTestWallet.ts'
import { decodeQrImage } from './decodeQrImage.ts'

/** The test wallet page: pair by URI or QR image, then approve or reject what the dapp asks. */
export function WalletApp({ wallet }: { wallet: WcTestWallet }) {
  const version = useSyncExternalStore(wallet.subscribe, () => snapshot(wallet))
  const [uri, setUri] = useState('')
  const [status, setStatus] = useState('')
  const act = (label: string, run: () => Promise<void>) =>
    run().then(
      () => setStatus(label),
      (error: unknown) =>
        setStatus(`${label} failed: ${error instanceof Error ? error.message : String(error)}`),
    )
  const pair = (event: FormEvent) => {
    event.preventDefault()
    void act('Paired; waiting for the proposal', () => wallet.pair(uri.trim()))
  }
  const scan = async (file: File | undefined) => {
    if (!file) return
    try {
      setUri(await decodeQrImage(file))
      setStatus('QR code read; press Pair')
    } catch {
      setStatus('No QR code found in that image')
    }
  }
  const sessions = Object.values(wallet.kit.getActiveSessions())
  return (
    <main
      style={{ fontFamily: 'system-ui', maxWidth: 640, margin: '0 auto', padding: 24 }}
      data-version={version}
    >
      <h1>Keyport WC Test Wallet</h1>
      <p>
        Account <code>{wallet.address}</code>
      </p>
      <form onSubmit={pair}>
        <label>
          WalletConnect URI{' '}
          <input
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            style={{ width: '100%' }}
          />
        </label>
        <label>
          Or a QR code image{' '}
          <input
            type="file"
            accept="image/*"
            onChange={(event) => void scan(event.target.files?.[0])}
          />
        </label>
        <button type="submit" disabled={!uri.trim()}>
          Pair
        </button>
      </form>
      <p role="status">{status}</p>
      <h2>Proposals</h2>
      {wallet.pendingProposals.map((proposal) => (
        <article
          key={proposal.id}
          aria-label={`Proposal from ${proposal.params.proposer.metadata.name}`}
        >
          <p>
            {proposal.params.proposer.metadata.name} ({proposal.params.proposer.metadata.url}) asks
            for{' '}
            {Object.values(proposal.params.optionalNamespaces)
              .flatMap((namespace) => namespace.chains ?? [])
              .join(', ')}
          </p>
          <button
            type="button"
            onClick={() => void act('Session approved', () => wallet.approveProposal(proposal))}
          >
            Approve
          </button>
          <button
            type="button"
            onClick={() => void act('Session rejected', () => wallet.rejectProposal(proposal))}
          >
            Reject
          </button>
        </article>
      ))}
      <h2>Requests</h2>
      {wallet.pendingRequests.map((request) => (
        <article key={request.id} aria-label={`Request ${request.params.request.method}`}>
          <p>
            <strong>{request.params.request.method}</strong> on {request.params.chainId}
          </p>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(request.params.request.params, null, 2).slice(0, 2000)}
          </pre>
          <button
            type="button"
            onClick={() => void act('Request approved', () => wallet.approveRequest(request))}
          >
            Approve
          </button>
          <button
            type="button"
            onClick={() => void act('Request rejected', () => wallet.rejectRequest(request))}
          >
            Reject
          </button>
        </article>
      ))}
      <h2>Sessions</h2>
      {sessions.map((session) => (
        <article key={session.topic}>
          <p>{session.peer.metadata.name}</p>
          <button
            type="button"
            onClick={() => void act('Disconnected', () => wallet.disconnect(session.topic))}
          >
            Disconnect
          </button>
        </article>
      ))}
    </main>
  )
}

// A value that changes whenever the wallet's lists change, for useSyncExternalStore.
function snapshot(wallet: WcTestWallet) {
  return `${wallet.pendingProposals.map((p) => p.id).join()}|${wallet.pendingRequests.map((r) => r.id).join()}|${wallet.sessions().join()}`
}
