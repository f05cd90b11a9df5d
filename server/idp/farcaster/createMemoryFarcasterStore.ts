import { randomBytes } from 'node:crypto'
import {
  type FarcasterChannel,
  type FarcasterStore,
  fidTaken,
  firstFreeFid,
  usernameTaken,
} from './FarcasterStore.ts'

/**
 * The Farcaster stand-in's state in this process's memory: one IdP process only (the default).
 * Expired channels are pruned when a new one opens; at most `maxChannels` are open.
 *
 * @example
 * const relay = createFarcasterRelay({ publicUrl, store: createMemoryFarcasterStore({ now }) })
 */
export function createMemoryFarcasterStore({
  now = Date.now,
  maxChannels = 10_000,
}: {
  /** @default Date.now */
  now?: () => number
  /** @default 10_000 */
  maxChannels?: number
} = {}): FarcasterStore {
  const channels = new Map<string, FarcasterChannel>()
  const fidsByName = new Map<string, number>()
  const namesByFid = new Map<number, string>()
  return {
    // A per-process seed: a fid keeps its custody key while the IdP runs.
    seed: randomBytes(32),
    async open(channel) {
      for (const [token, kept] of channels) if (kept.expiresAt <= now()) channels.delete(token)
      if (channels.size >= maxChannels) return false
      channels.set(channel.token, { ...channel })
      return true
    },
    async find(token) {
      const channel = channels.get(token)
      if (channel && channel.expiresAt <= now()) channels.delete(token)
      else if (channel) return { ...channel }
      return undefined
    },
    async complete(token, signIn) {
      const channel = channels.get(token)
      if (!channel || channel.signIn) return false
      channel.signIn = signIn
      return true
    },
    async register(username, fid) {
      const known = fidsByName.get(username)
      if (known !== undefined && fid !== undefined && known !== fid)
        throw usernameTaken(username, known, fid)
      const chosen = known ?? fid ?? firstFreeFid(fidsByName.size)
      const owner = namesByFid.get(chosen)
      if (owner !== undefined && owner !== username) throw fidTaken(chosen, owner)
      fidsByName.set(username, chosen)
      namesByFid.set(chosen, username)
      return chosen
    },
    async isRegistered(fid) {
      return namesByFid.has(fid)
    },
  }
}
