import * as z from 'zod/mini'
import type { AppClaim } from '../approval/ApprovalCard.ts'

const webUrl = (value: string) => {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
// Raster images and SVG as an <img> (which runs no script); base64 only, so nothing else fits in.
const dataImage = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/

const claimSchema = z.object({
  metadata: z.object({
    name: z.string().check(z.maxLength(256)),
    url: z.string().check(
      z.maxLength(512),
      z.refine((value) => value === '' || webUrl(value), { message: 'Not an http(s) URL' }),
    ),
    icons: z.array(z.string()).check(z.maxLength(16)),
  }),
})

// The app names itself: drop control and bidi characters and cap the length, so a name cannot
// reorder or push aside the origin line above it.
const cleanName = (name: string) =>
  name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 48)

/**
 * Reads SYNC_DAPP_DATA into what the card may show: the name (cleaned), an http(s) URL, and the
 * first icon that is an http(s) URL or a base64 `data:image/…`; other icons (`javascript:`, other
 * data) are dropped. A payload without metadata, or with a URL that is not http(s), is refused.
 *
 * @example
 * parseAppClaim({ projectId: 'p', metadata: { name: 'Sandbox', description: '', url: 'https://app.example', icons: [] } })
 * // { name: 'Sandbox', url: 'https://app.example' }
 */
export function parseAppClaim(payload: unknown): AppClaim {
  const parsed = z.safeParse(claimSchema, payload)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : ''
    throw new Error(`App data refused${where}: ${issue?.message ?? 'invalid'}`)
  }
  const { name, url, icons } = parsed.data.metadata
  const icon = icons.find(
    (candidate) =>
      (candidate.length <= 2048 && webUrl(candidate)) ||
      (candidate.length <= 65_536 && dataImage.test(candidate)),
  )
  return {
    name: cleanName(name),
    ...(url && { url }),
    ...(icon && { icon }),
  }
}
