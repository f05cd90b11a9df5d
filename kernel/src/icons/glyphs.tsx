import { Glyph, type IconProps } from './Glyph'

// The modal's line glyphs. Each is its own export so a bundle keeps only the ones it uses.

export const ChevronRightIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M9 6l6 6-6 6" />
  </Glyph>
)
export const ChevronDownIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M6 9l6 6 6-6" />
  </Glyph>
)
export const CopyIcon = (p: IconProps) => (
  <Glyph {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h8" />
  </Glyph>
)
export const CheckIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Glyph>
)
export const MailIcon = (p: IconProps) => (
  <Glyph {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6 8.5-6" />
  </Glyph>
)
export const GridIcon = (p: IconProps) => (
  <Glyph {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Glyph>
)
export const QrCodeIcon = (p: IconProps) => (
  <Glyph {...p}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2M20 14v6h-6v-2M17 17h.01" />
  </Glyph>
)
export const SearchIcon = (p: IconProps) => (
  <Glyph {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </Glyph>
)
export const MoreIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M6 12h.01M12 12h.01M18 12h.01" strokeWidth={3} />
  </Glyph>
)
export const WalletGlyph = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2.5" />
    <path d="M16 13.5h.01" strokeWidth={3} />
  </Glyph>
)
export const BuyIcon = (p: IconProps) => (
  <Glyph {...p}>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Glyph>
)
export const SwapIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M7 4v15M3.5 7.5L7 4l3.5 3.5M17 20V5M13.5 16.5L17 20l3.5-3.5" />
  </Glyph>
)
export const ReceiveIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M12 4v12M6.5 10.5L12 16l5.5-5.5M5 20h14" />
  </Glyph>
)
export const SendIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M12 20V8M6.5 13.5L12 8l5.5 5.5M5 4h14" />
  </Glyph>
)
export const ActivityIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M3 12h4l3-7 4 14 3-7h4" />
  </Glyph>
)
export const NameTagIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M3 12.5V5a2 2 0 0 1 2-2h7.5L21 11.5 12.5 20z" />
    <path d="M8 8h.01" strokeWidth={3} />
  </Glyph>
)
export const DisconnectIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 8l4 4-4 4M19 12H9" />
  </Glyph>
)
export const ExternalLinkIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </Glyph>
)
export const InfoIcon = (p: IconProps) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Glyph>
)
export const WarningIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M12 3.5L2.5 20h19z" />
    <path d="M12 10v4M12 17h.01" />
  </Glyph>
)
export const KeyIcon = (p: IconProps) => (
  <Glyph {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l8-8M16 7l2.5 2.5" />
  </Glyph>
)
export const GlobeIcon = (p: IconProps) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z" />
  </Glyph>
)
export const ShieldIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
  </Glyph>
)
export const PlusIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M12 5v14M5 12h14" />
  </Glyph>
)
