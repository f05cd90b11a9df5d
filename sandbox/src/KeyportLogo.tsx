import { useId } from 'react'

/** The Keyport mark (a keyhole on a rounded square) and name, drawn inline: nothing to fetch. */
export function KeyportLogo() {
  const gradient = useId()
  return (
    <span className="logo">
      <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#5b6cff" />
            <stop offset="1" stopColor="#9b5cff" />
          </linearGradient>
        </defs>
        <rect width={32} height={32} rx={9} fill={`url(#${gradient})`} />
        <circle cx={16} cy={13} r={4.5} fill="#fff" />
        <path d="M13.9 15.5h4.2l1.4 8.5h-7z" fill="#fff" />
      </svg>
      <span className="logo-name">Keyport</span>
      <span className="logo-tag">Sandbox</span>
    </span>
  )
}
