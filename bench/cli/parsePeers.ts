import { existsSync, readFileSync } from 'node:fs'
import { z } from 'zod'

const peerSchema = z
  .object({
    name: z.string().min(1),
    /** A page already served somewhere (loopback, if it must not reach the internet). */
    url: z.url().optional(),
    /** A built page on disk; the benchmark serves it on loopback and opens its index.html. */
    dir: z.string().min(1).optional(),
    /** CSS selector of the connect button; ` >>> ` steps into a shadow root. */
    button: z.string().min(1),
    /** CSS selector of an entry of the wallet list; ` >>> ` steps into a shadow root. */
    list: z.string().min(1),
  })
  .strict()
  .refine((peer) => (peer.url === undefined) !== (peer.dir === undefined), {
    message: 'give exactly one of url and dir',
  })

/** A peer page: a name, where it is (`url` or a built `dir`), and its two selectors. */
export type PeerSpec = z.infer<typeof peerSchema>

/**
 * Reads `--peer` values: each is a JSON object, a JSON array of them, or the path of a file
 * holding either. A bad spec throws an error that names the field.
 *
 * @example
 * parsePeers(['{"name":"RainbowKit","dir":"/tmp/rk/dist","button":"[data-testid=rk-connect-button]","list":"[data-testid^=rk-wallet-option-]"}'])
 */
export function parsePeers(values: readonly string[]): PeerSpec[] {
  return values.flatMap((value) => {
    const text = value.trim().startsWith('{') || value.trim().startsWith('[') ? value : read(value)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new Error(`--peer ${value}: not JSON, nor a file holding JSON.`)
    }
    const result = z.array(peerSchema).safeParse(Array.isArray(json) ? json : [json])
    if (!result.success) {
      const issue = result.error.issues[0]
      const where = issue?.path.slice(1).join('.') || 'peer'
      throw new Error(`--peer ${value}: ${where}: ${issue?.message ?? 'invalid'}.`)
    }
    return result.data
  })
}

function read(path: string): string {
  if (!existsSync(path)) throw new Error(`--peer ${path}: no such file, and not JSON either.`)
  return readFileSync(path, 'utf8')
}
