import { type HttpClient, HttpStatusError } from '@keyport/kernel'
import { coinTypeFromChainId, nameProfileSchema } from '@keyport/names/schemas'
import { getAddress, isAddress } from 'viem/utils'
import { SendError } from '../errors.ts'

/**
 * The address a `.keyport.id` name points to for a chain, from `GET /v1/profile/account/{name}`:
 * the address for the chain's coin type, else Ethereum's (60), else any EVM one (an EVM address
 * is the same on every EVM chain). A name that is not registered throws `SendError`
 * 'nameNotFound'; any other failure 'nameResolveFailed' ('Error resolving name', spec §8).
 *
 * @example
 * await resolveRecipientName({ dataApi, name: 'alice.keyport.id', chainId: 8453 }) // '0x7099…79C8'
 */
export async function resolveRecipientName({
  dataApi,
  name,
  chainId,
}: {
  dataApi: HttpClient
  name: string
  chainId: number
}): Promise<`0x${string}`> {
  let answer: unknown
  try {
    answer = await dataApi.get({
      path: `/v1/profile/account/${encodeURIComponent(name)}`,
      params: { apiVersion: '2' },
    })
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404)
      throw new SendError('nameNotFound', { name }, { cause: error })
    throw new SendError('nameResolveFailed', {}, { cause: error })
  }
  const profile = nameProfileSchema.safeParse(answer)
  if (!profile.success)
    throw new SendError('nameResolveFailed', {}, { details: profile.error.message })
  const { addresses } = profile.data
  const evm = Object.entries(addresses)
    .filter(([coinType]) => coinType === '60' || Number(coinType) >= 0x80000000)
    .map(([, entry]) => entry.address)
  const found =
    addresses[String(coinTypeFromChainId(chainId))]?.address ?? addresses['60']?.address ?? evm[0]
  if (!found || !isAddress(found, { strict: false })) throw new SendError('nameNotFound', { name })
  return getAddress(found)
}
