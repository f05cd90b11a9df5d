import { Glyph, type IconProps } from './Glyph'

// Glyphs the Account view adds to the set.

export const RefreshIcon = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4" />
  </Glyph>
)
