// The modal's icon set: inline SVG React components, each its own export, so a bundle keeps only
// what its views use. Nothing is fetched from another host.

export { RefreshIcon } from './accountGlyphs'
export { AddressAvatar, type AvatarProps, hashString, InitialAvatar } from './avatars'
export { ChainMark, type ChainMarkProps } from './ChainMark'
export { Glyph, type IconProps, Mark } from './Glyph'
export * from './glyphs'
export * from './socialMarks'
