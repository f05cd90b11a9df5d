import { useAccount, useNetwork } from '@keyport/connect'
import { useKernel, useStyles, useT } from '@keyport/kernel/react'
import { QrCode } from '@keyport/kernel/react/qr'
import { useId } from 'react'
import { sendCss, sendStylesId } from './sendStyles.ts'

/**
 * WalletReceive: the connected address as text and as a QR code (the plain checksummed address,
 * which every wallet's scanner reads; on Solana the base58 address), a copy button, and the
 * app's networks of the account's namespace it can receive on.
 */
export default function WalletReceiveView() {
  useStyles(sendStylesId, sendCss)
  const t = useT()
  const { toast } = useKernel()
  const account = useAccount()
  const solana = account.namespace === 'solana'
  const address = solana ? account.caipAddress?.split(':')[2] : account.address
  const { networks, network, solanaNetworks, solanaNetwork } = useNetwork()
  // The networks of the account's namespace: an EVM address cannot receive on Solana.
  const listed = solana
    ? solanaNetworks.map((item) => ({
        key: item.caipNetworkId,
        name: item.name,
        current: item.caipNetworkId === solanaNetwork?.caipNetworkId,
      }))
    : networks.map((item) => ({
        key: String(item.id),
        name: item.name,
        current: item.id === network?.id,
      }))
  const networksId = useId()
  if (!address) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      toast.showSuccess(t('receive.copied'))
    } catch {
      toast.showError(t('receive.copyFailed'))
    }
  }
  return (
    <div className="kp-stack kp-centered">
      <QrCode value={address} label={t('receive.qrLabel', { address })} size={220} />
      <p className="kp-text kp-mono" data-testid="receive-address">
        {address}
      </p>
      <button type="button" className="kp-button kp-button--block" onClick={copy}>
        {t('receive.copy')}
      </button>
      <section className="kp-stack kp-section" aria-labelledby={networksId}>
        <h3 id={networksId} className="kp-text kp-text--strong kp-section-heading">
          {t('receive.networks')}
        </h3>
        <ul className="kp-stack kp-receive-networks" data-testid="receive-networks">
          {listed.map((item) => (
            <li key={item.key} className="kp-text" aria-current={item.current ? 'true' : undefined}>
              {item.name}
            </li>
          ))}
        </ul>
        <p className="kp-text kp-text--muted">{t('receive.hint')}</p>
      </section>
    </div>
  )
}
