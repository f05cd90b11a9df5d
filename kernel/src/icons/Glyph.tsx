import type { ReactNode, SVGProps } from 'react'

/** Props every icon takes. Icons are decorative (`aria-hidden`) unless given a `title`. */
export type IconProps = {
  /** Width and height in CSS pixels. @default 20 */
  size?: number
  /** A label for an icon that stands alone; without it the icon is hidden from assistive tech. */
  title?: string
}

/**
 * A 24×24 line glyph drawn in `currentColor`, so it follows the text colour of its button.
 *
 * @example
 * export const CopyIcon = (props: IconProps) => <Glyph {...props}><rect … /></Glyph>
 */
export function Glyph(props: IconProps & { children: ReactNode }) {
  return (
    <IconSvg
      {...props}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  )
}

/** A full-colour mark on a 24×24 grid (brands and networks): its colours are its own. */
export function Mark(props: IconProps & { children: ReactNode }) {
  return <IconSvg {...props} />
}

/** The 24×24 svg both share: hidden from assistive tech unless titled. */
function IconSvg({
  size = 20,
  title,
  children,
  ...paint
}: IconProps & { children: ReactNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...paint}
      focusable="false"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
    >
      {children}
    </svg>
  )
}
