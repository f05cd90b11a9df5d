import { type IconProps, Mark } from './Glyph'

// The social providers' marks, drawn for this set on the 24×24 grid: recognisable, simplified,
// not copies of the brands' files. Marks that are black in their brand (GitHub, Apple, X) use
// `currentColor`, so they stay visible on the dark theme.

export const GoogleMark = (p: IconProps) => (
  <Mark {...p}>
    <g fill="none" strokeWidth="3.6">
      <path d="M19 12a7 7 0 0 1-2.05 4.95" stroke="#4285F4" />
      <path d="M16.95 16.95A7 7 0 0 1 5.94 15.5" stroke="#34A853" />
      <path d="M5.94 15.5a7 7 0 0 1 0-7" stroke="#FBBC05" />
      <path d="M5.94 8.5a7 7 0 0 1 11.01-1.45" stroke="#EA4335" />
    </g>
    <path d="M12 10.2h8.8v3.6H12z" fill="#4285F4" />
  </Mark>
)

export const GithubMark = (p: IconProps) => (
  <Mark {...p}>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM8.3 6.6l2 1.3q1.7-.4 3.4 0l2-1.3q.6 1.4.4 3 .9 1.2.7 2.7-.4 2.3-2.9 2.8.4.6.4 1.5v4.2q-2.3.6-4.6 0v-2.2q-2.1.4-2.9-1.6-.4-.8-.9-1 .9-.1 1.5.8.8 1.1 2.3.7v-.9q0-.9.4-1.5-2.5-.5-2.9-2.8-.2-1.5.7-2.7-.2-1.6.4-3z"
    />
  </Mark>
)

export const AppleMark = (p: IconProps) => (
  <Mark {...p}>
    <path
      fill="currentColor"
      d="M12 8.2c1.2-.9 2.4-1.2 3.6-1 1.5.2 2.6 1 3.2 2-1.6 1-2.2 2.3-2.1 3.8.1 1.5 1 2.7 2.4 3.3-.5 1.4-1.2 2.7-2.1 3.7-.8.9-1.6 1.2-2.5 1s-1.6-.6-2.5-.6-1.6.4-2.5.6-1.8-.2-2.6-1.2C5.8 17.6 5 15.2 5 12.9c0-2.6 1.5-4.7 3.8-5 1.1-.2 2.2.2 3.2.3zM12.2 6.8c-.1-1.8 1.2-3.5 3-3.8.2 1.9-1.2 3.6-3 3.8z"
    />
  </Mark>
)

export const FacebookMark = (p: IconProps) => (
  <Mark {...p}>
    <circle cx="12" cy="12" r="10" fill="#1877F2" />
    <path
      fill="#fff"
      d="M13.3 21.9v-7.6h2.4l.4-2.8h-2.8V9.8c0-.8.3-1.4 1.5-1.4h1.4V5.9a17 17 0 0 0-2.2-.1c-2.3 0-3.8 1.3-3.8 3.8v1.9H7.8v2.8h2.4v7.5q1.5.3 3.1.1z"
    />
  </Mark>
)

export const XMark = (p: IconProps) => (
  <Mark {...p}>
    <path fill="currentColor" d="M4 4h4.6L20 20h-4.6z" />
    <path stroke="currentColor" strokeWidth="1.8" d="M19.2 4l-5.9 6.7M10.7 13.3L4.8 20" />
  </Mark>
)

export const DiscordMark = (p: IconProps) => (
  <Mark {...p}>
    <circle cx="12" cy="12" r="11" fill="#5865F2" />
    <path
      fill="#fff"
      d="M16.4 7.9a10 10 0 0 0-2.5-.8l-.3.6a9 9 0 0 0-3.2 0l-.3-.6a10 10 0 0 0-2.5.8C6 10.3 5.6 12.7 5.8 15a10 10 0 0 0 3.1 1.6l.7-1.1-1.2-.6.3-.2a7.2 7.2 0 0 0 6.6 0l.3.2-1.2.6.7 1.1a10 10 0 0 0 3.1-1.6c.2-2.7-.4-5.1-1.8-7.1z"
    />
    <ellipse cx="9.9" cy="12.6" rx="1.1" ry="1.25" fill="#5865F2" />
    <ellipse cx="14.1" cy="12.6" rx="1.1" ry="1.25" fill="#5865F2" />
  </Mark>
)

export const FarcasterMark = (p: IconProps) => (
  <Mark {...p}>
    <rect width="24" height="24" rx="6" fill="#855DCD" />
    <path
      fill="#fff"
      d="M7.2 6.2h9.6v10.8h-2.1v-4.3a2.7 2.7 0 0 0-5.4 0V17H7.2zM6.2 17h4.1v1.4H6.2zM13.7 17h4.1v1.4h-4.1z"
    />
  </Mark>
)
