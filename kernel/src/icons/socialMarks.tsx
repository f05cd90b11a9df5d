import { type IconProps, Mark } from './Glyph'

// The social providers' marks in their own colours. PLACEHOLDERS: a coloured disc with the
// provider's letter until the icon set draws each mark.

const disc = (fill: string, letter: string, ink = '#fff') =>
  function DiscMark(p: IconProps) {
    return (
      <Mark {...p}>
        <circle cx="12" cy="12" r="11" fill={fill} />
        <text x="12" y="16.5" textAnchor="middle" fontSize="13" fontWeight="700" fill={ink}>
          {letter}
        </text>
      </Mark>
    )
  }

export const GoogleMark = disc('#fff', 'G', '#4285F4')
export const GithubMark = disc('#181717', 'G')
export const AppleMark = disc('#000', 'A')
export const FacebookMark = disc('#1877F2', 'f')
export const XMark = disc('#000', 'X')
export const DiscordMark = disc('#5865F2', 'D')
export const FarcasterMark = disc('#855DCD', 'F')
