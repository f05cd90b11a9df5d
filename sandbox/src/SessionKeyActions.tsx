import { useAccount, useProvider } from '@keyport/connect'
import { useState } from 'react'
import { type Address, formatEther, type Hex, type LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { ActionResult } from './ActionResult'
import { sendWithSessionKey, sessionGrantRequest, sessionTerms, utcMinute } from './sessionKeys'

type Grant = { chainId: number; account: Address; sessionKey: LocalAccount; target: Address }

const failure = (error: unknown) => {
  const { shortMessage, details, message } = error as {
    shortMessage?: string
    details?: string
    message?: string
  }
  return `Refused: ${[shortMessage ?? message, details].filter(Boolean).join(' ')}`
}

/**
 * Smart sessions as an app uses them (`flags=smartSessions:on`, embedded wallet on its smart
 * account): a session key made in this page is granted one target, a small limit and a short
 * expiry (wallet_grantPermissions, approved in the frame); "Use session key" then sends with it
 * alone, through the bundler, and shows the transaction or the refusal.
 */
export function SessionKeyActions() {
  const { address } = useAccount()
  const { provider } = useProvider()
  const [target, setTarget] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  const [asked, setAsked] = useState<string>()
  const [grant, setGrant] = useState<Grant>()
  const [result, setResult] = useState<string>()
  if (!address || !provider) return null

  const ask = async () => {
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const expiry = Math.floor(Date.now() / 1000) + sessionTerms.lifetimeSeconds
    const to = target as Address
    setAsked(
      `Session key ${sessionKey.address} for ${to}, up to ${formatEther(sessionTerms.spendLimit)} ETH, until ${utcMinute(expiry)}`,
    )
    setResult('Waiting for the wallet…')
    const chainId = (await provider.request({ method: 'eth_chainId' })) as Hex
    const request = sessionGrantRequest({ chainId, sessionKey, target: to, expiry })
    const [granted] = (await provider.request({
      method: 'wallet_grantPermissions',
      params: [request],
    })) as [{ address: Address }]
    setGrant({ chainId: Number(chainId), account: granted.address, sessionKey, target: to })
    return `Granted to ${sessionKey.address}`
  }
  const use = async (current: Grant) => {
    setResult('Sending with the session key…')
    const hash = await sendWithSessionKey({ ...current, to: current.target })
    return `Sent with the session key: ${hash}`
  }
  const run = (action: () => Promise<string>) =>
    action().then(setResult, (error: unknown) => setResult(failure(error)))

  return (
    <section className="action-group" aria-label="Session key">
      <h3 className="group-title">Session key</h3>
      <label className="field">
        <span className="field-label">Session target</span>
        <input
          className="mono"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          aria-label="Session target"
          spellCheck={false}
        />
      </label>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={() => run(ask)}>
          Grant session key
        </button>
        {grant ? (
          <button type="button" className="btn btn-secondary" onClick={() => run(() => use(grant))}>
            Use session key (send {formatEther(sessionTerms.value)} ETH)
          </button>
        ) : null}
      </div>
      {asked ? (
        <p className="note mono" data-testid="session-request">
          {asked}
        </p>
      ) : null}
      <ActionResult text={result} testId="session-result" />
    </section>
  )
}
