import type { IdentityResponse } from '@keyport/connect/schemas'
import type { NameStore } from './createNameStore.ts'

// The client puts the avatar in an <img src>; only schemes that can only ever be an image pass.
const safeAvatar = /^(https:\/\/|ipfs:\/\/|data:image\/(png|jpeg|gif|webp);)/i

/**
 * The primary name of an address (its newest registration) and the avatar from that name's
 * attributes; nulls when it has none.
 *
 * @example
 * await lookupIdentity({ address: '0xf39F…2266', store }) // { name: 'alice.keyport.id', avatar: null }
 */
export async function lookupIdentity({
  address,
  store,
}: {
  address: string
  store: NameStore
}): Promise<IdentityResponse> {
  const [primary] = await store.byAddress(address)
  const avatar = primary?.attributes.avatar
  return {
    name: primary?.name ?? null,
    avatar: avatar && safeAvatar.test(avatar) ? avatar : null,
  }
}
