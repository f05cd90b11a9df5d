import { useMemo } from 'react'
import { qrPath } from './qrPath'

export type QrCodeProps = {
  /** What the code encodes: a WalletConnect URI, an address, an EIP-681 payment link. */
  value: string
  /** What a screen reader announces, e.g. 'QR code to connect a mobile wallet'. */
  label: string
  /** Rendered width and height in CSS pixels. @default 240 */
  size?: number
}

/**
 * A QR code drawn as SVG, dark on white in both themes (scanners need the contrast). Loads the
 * encoder with the view that uses it: import it from '@keyport/kernel/react/qr' inside a lazy view.
 *
 * @example
 * <QrCode value={uri} label={t('walletConnect.qrLabel')} />
 */
export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const path = useMemo(() => qrPath(value), [value])
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.size} ${path.size}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff', borderRadius: 8 }}
    >
      <path d={path.d} fill="#000" />
    </svg>
  )
}
