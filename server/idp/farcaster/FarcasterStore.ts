import type { Hex } from 'viem'
import { ApiError } from '../../api/http/ApiError.ts'

/** What the phone app posts when the user approves: the signed SIWF message and the profile. */
export type FarcasterSignIn = {
  message: string
  signature: Hex
  fid: number
  username: string
  displayName: string
  bio: string
  pfpUrl: string
  custody: Hex
}

/** A sign-in channel: what the app asked for, until when, and the approval once given. */
export type FarcasterChannel = {
  token: string
  domain: string
  siweUri: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  expiresAt: number
  signIn?: FarcasterSignIn
}

/**
 * Where the Farcaster stand-in keeps its state: this process's memory
 * (`createMemoryFarcasterStore`), or Redis so several IdP processes share it
 * (`createRedisFarcasterStore`).
 */
export type FarcasterStore = {
  /** Seeds every fid's custody key, so a fid keeps its key while the store lives. */
  readonly seed: Uint8Array
  /** Keeps a new channel for `ttlMs`; false when too many are open. */
  open(channel: FarcasterChannel, ttlMs: number): Promise<boolean>
  /** The channel with its approval, if it is still kept (the relay checks `expiresAt` too). */
  find(token: string): Promise<FarcasterChannel | undefined>
  /** Records the approval once: false when the channel already has one or is gone. */
  complete(token: string, signIn: FarcasterSignIn): Promise<boolean>
  /** The fid a username belongs to: its own, the one asked for, or a new one. */
  register(username: string, fid?: number): Promise<number>
  isRegistered(fid: number): Promise<boolean>
}

export const usernameTaken = (username: string, known: number, fid: number) =>
  new ApiError(400, 'username_taken', `@${username} is fid ${known}, not ${fid}.`)

export const fidTaken = (fid: number, owner: string) =>
  new ApiError(400, 'fid_taken', `Fid ${fid} belongs to @${owner}.`)

/** The fid a new username gets when it asks for none. */
export const firstFreeFid = (registered: number) => 10_000 + registered
