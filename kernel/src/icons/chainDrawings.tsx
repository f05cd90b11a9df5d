import type { ReactNode } from 'react'

/** The network families the icon set draws. */
export type ChainFamily =
  | 'ethereum'
  | 'base'
  | 'solana'
  | 'optimism'
  | 'arbitrum'
  | 'polygon'
  | 'bnb'
  | 'avalanche'

// Each family's mark on a 24×24 grid, drawn for this set in the network's own colours: a disc
// with a simplified sign, legible at 16 px.
export const chainDrawings: Record<ChainFamily, () => ReactNode> = {
  ethereum: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#627EEA" />
      <path d="M12 3.5v6.3l5.3 2.4z" fill="#fff" fillOpacity=".6" />
      <path d="M12 3.5L6.7 12.2 12 9.8z" fill="#fff" />
      <path d="M12 16.3v4.2l5.3-7.4z" fill="#fff" fillOpacity=".6" />
      <path d="M12 20.5v-4.2l-5.3-3.2z" fill="#fff" />
      <path d="M12 15.3l5.3-3.1-5.3-2.4z" fill="#fff" fillOpacity=".2" />
      <path d="M6.7 12.2l5.3 3.1V9.8z" fill="#fff" fillOpacity=".6" />
    </>
  ),
  base: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#0052FF" />
      <path
        d="M11.98 19.5a7.5 7.5 0 1 0-7.46-8.25h9.9v1.5h-9.9a7.5 7.5 0 0 0 7.46 6.75z"
        fill="#fff"
      />
    </>
  ),
  solana: () => (
    <>
      <defs>
        <linearGradient
          id="kp-solana-ink"
          x1="5"
          y1="18"
          x2="19"
          y2="6"
          gradientUnits="userSpaceOnUse"
        >
          <stop stopColor="#9945FF" />
          <stop offset="1" stopColor="#14F195" />
        </linearGradient>
      </defs>
      <circle cx="12" cy="12" r="12" fill="#111" />
      <path
        d="M8.2 15.6h10.3l-2.7 2.7H5.5zM8.2 5.7h10.3l-2.7 2.7H5.5zM15.8 10.65H5.5l2.7 2.7h10.3z"
        fill="url(#kp-solana-ink)"
      />
    </>
  ),
  optimism: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#FF0420" />
      <ellipse cx="8.4" cy="12" rx="2.6" ry="3.4" fill="none" stroke="#fff" strokeWidth="1.9" />
      <path
        d="M13.4 15.5V8.5h2.7a2.1 2.1 0 0 1 0 4.2h-2.7"
        fill="none"
        stroke="#fff"
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
    </>
  ),
  arbitrum: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#213147" />
      <path
        d="M12 4.2l6.8 3.9v7.8L12 19.8l-6.8-3.9V8.1z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
      <path d="M12.9 8.2l4 6.7-1.6.9-3.3-5.6zM10 8.2l1 1.7-3.3 5.9-1.6-.9z" fill="#12AAFF" />
      <path d="M10.8 12.3l2.2 3.8-1.6.9-1.4-2.4z" fill="#fff" />
    </>
  ),
  polygon: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#8247E5" />
      <path
        d="M11.3 12v2.6L9 15.9l-2.3-1.3V12L9 10.7l1.1.6M12.7 12V9.4L15 8.1l2.3 1.3V12L15 13.3l-1.1-.6M11.3 12h1.4"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  bnb: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#F3BA2F" />
      <path
        d="M12 9.7l2.3 2.3-2.3 2.3-2.3-2.3zM12 4.6l2 2-2 2-2-2zM12 15.399999999999999l2 2-2 2-2-2zM6.6 10l2 2-2 2-2-2zM17.4 10l2 2-2 2-2-2z"
        fill="#fff"
      />
    </>
  ),
  avalanche: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#E84142" />
      <path
        d="M11.1 6.3c.4-.7 1.4-.7 1.8 0l.9 1.6c.2.4.2.9 0 1.3l-3.5 6.3c-.2.4-.6.6-1 .6H6.9c-.8 0-1.3-.9-.9-1.6zM15.4 11.4c.4-.7 1.4-.7 1.8 0l2.1 3.6c.4.7-.1 1.6-.9 1.6h-4.2c-.8 0-1.3-.9-.9-1.6z"
        fill="#fff"
      />
    </>
  ),
}
