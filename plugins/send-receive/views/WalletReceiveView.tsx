import { useAccount, useNetwork } from '@keyport/connect'
import { useKernel, useT } from '@keyport/kernel/react'
import { QrCode } from '@keyport/kernel/react/qr'
import { useId } from 'react'

/**
 * WalletReceive: the connected address as text and as a QR code (the plain checksummed address,
 * which every wallet's scanner reads), a copy button, and the app's networks it can receive on.
 */
export default function WalletReceiveView() {
  const t = useT()
  const { toast } = useKernel()
  const { address } = useAccount()
  const { networks, network } = useNetwork()
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
    <div className="kp-stack" style={{ alignItems: 'center', textAlign: 'center' }}>
      <QrCode value={address} label={t('receive.qrLabel', { address })} size={220} />
      <p
        className="kp-text"
        data-testid="receive-address"
        style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {address}
      </p>
      <button type="button" className="kp-button" style={{ width: '100%' }} onClick={copy}>
        {t('receive.copy')}
      </button>
      <section className="kp-stack" aria-labelledby={networksId} style={{ gap: 4, width: '100%' }}>
        <h3 id={networksId} className="kp-text kp-text--strong" style={{ fontSize: 'inherit' }}>
          {t('receive.networks')}
        </h3>
        <ul
          className="kp-stack"
          style={{ listStyle: 'none', margin: 0, padding: 0, gap: 4 }}
          data-testid="receive-networks"
        >
          {networks.map((item) => (
            <li
              key={item.id}
              className="kp-text"
              aria-current={item.id === network?.id ? 'true' : undefined}
            >
              {item.name}
            </li>
          ))}
        </ul>
        <p className="kp-text kp-text--muted">{t('receive.hint')}</p>
      </section>
    </div>
  )
}
