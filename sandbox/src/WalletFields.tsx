import { localNetworks } from './localNetworks'
import type { SandboxSettings, SiwxMode } from './settings'

type Props = { settings: SandboxSettings; onChange: (next: SandboxSettings) => void }
type AccountType = NonNullable<SandboxSettings['account']>

/**
 * Networks (the local chains, and Solana on or off), SIWX mode, gas sponsorship, the embedded
 * account type and the EIP-7702 delegation option.
 */
export function WalletFields({ settings, onChange }: Props) {
  return (
    <fieldset className="field-group">
      <legend>Networks and sign-in</legend>
      <ul className="chips" aria-label="Local networks">
        {localNetworks.map((network) => (
          <li key={network.id} className="chip">
            {network.name}
          </li>
        ))}
      </ul>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.solana}
          onChange={(event) => onChange({ ...settings, solana: event.target.checked })}
        />
        <span>Solana (mainnet, Wallet Standard wallets)</span>
      </label>
      <label className="field">
        <span className="field-label">Sign in with wallet (SIWX)</span>
        <select
          aria-label="SIWX mode"
          value={settings.siwx}
          onChange={(event) => onChange({ ...settings, siwx: event.target.value as SiwxMode })}
        >
          <option value="off">off</option>
          <option value="optional">optional</option>
          <option value="required">required</option>
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.sponsorship}
          onChange={(event) => onChange({ ...settings, sponsorship: event.target.checked })}
        />
        <span>Gas sponsorship (the app pays the gas)</span>
      </label>
      <label className="field">
        <span className="field-label">Embedded wallet account</span>
        <select
          value={settings.account ?? ''}
          onChange={(event) => {
            const { account: _, ...rest } = settings
            const value = event.target.value as AccountType | ''
            onChange(value ? { ...rest, account: value } : rest)
          }}
        >
          <option value="">default (smart account)</option>
          <option value="smartAccount">smart account</option>
          <option value="eoa">EOA</option>
          <option value="eip7702">EOA upgraded with EIP-7702</option>
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.delegationAnyChain}
          onChange={(event) => onChange({ ...settings, delegationAnyChain: event.target.checked })}
        />
        <span>EIP-7702: allow authorizations for every chain (chain id 0)</span>
      </label>
    </fieldset>
  )
}
