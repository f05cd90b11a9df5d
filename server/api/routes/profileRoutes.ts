import {
  evmAddressSchema,
  identityQuerySchema,
  identityResponseSchema,
} from '@keyport/connect/schemas'
import {
  nameProfileSchema,
  nameSuggestionsQuerySchema,
  nameSuggestionsResponseSchema,
  profileLookupQuerySchema,
  profileReverseQuerySchema,
  profileReverseResponseSchema,
  registerNameMessageSchema,
  registerNameRequestSchema,
  registerNameResponseSchema,
} from '@keyport/names/schemas'
import * as z from 'zod'
import { ApiError } from '../http/ApiError.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'
import {
  createNameStore,
  lookupIdentity,
  parseAccountName,
  registerName,
  suggestNames,
  toNameProfile,
} from '../names/index.ts'

// Spec §9: names and identity are cached 5 minutes. Reverse lookups and suggestions are not, so
// a name shows as taken, and in its owner's list, right after it is registered; a registration
// drops the cached identity of its address and the cached profile of its name (`invalidates`).
const fiveMinutes = 5 * 60_000
const addressParams = z.object({ address: evmAddressSchema })
const identityTag = (address: string) => `identity:${address.toLowerCase()}`
const nameTag = (name: string) => `name:${name}`

/** The keyport.id name service (spec §7 profile endpoints) and the identity built on it. */
export const profileRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/identity/:address',
    summary: "The address's primary name (its newest keyport.id name) and avatar, or nulls",
    params: addressParams,
    query: identityQuerySchema,
    response: identityResponseSchema,
    cacheTtlMs: fiveMinutes,
    cacheTags: ({ params }) => [identityTag(params.address)],
    handler: ({ params }, deps) =>
      lookupIdentity({ address: params.address, store: createNameStore(deps.db) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/profile/account/:name',
    summary: "A name's profile: addresses by coin type and attributes; 404 when not registered",
    params: z.object({ name: z.string().max(300) }),
    query: profileLookupQuerySchema,
    response: nameProfileSchema,
    cacheTtlMs: fiveMinutes,
    cacheTags: ({ params }) => [nameTag(parseAccountName(params.name).name)],
    handler: async ({ params }, deps) => {
      const { name } = parseAccountName(params.name)
      const record = await createNameStore(deps.db).find(name)
      if (!record) throw new ApiError(404, 'name_not_found', `Name not found: ${name}`)
      return toNameProfile(record)
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/profile/reverse/:address',
    summary: 'Every name registered to an address, newest first; [] when none',
    params: addressParams,
    query: profileReverseQuerySchema,
    response: profileReverseResponseSchema,
    handler: async ({ params }, deps) =>
      (await createNameStore(deps.db).byAddress(params.address)).map(toNameProfile),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    summary: 'Whether a name is taken, and free variants of it',
    params: z.object({ name: z.string().max(300) }),
    query: nameSuggestionsQuerySchema,
    response: nameSuggestionsResponseSchema,
    handler: ({ params }, deps) =>
      suggestNames({ name: params.name, store: createNameStore(deps.db) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/profile/account',
    summary: 'Registers a name with an EIP-191 signature over {name, attributes, timestamp}',
    body: registerNameRequestSchema,
    response: registerNameResponseSchema,
    // Only reached once registerName accepted the message, so it parses.
    invalidates: ({ body }) => [
      identityTag(body.address),
      nameTag(
        parseAccountName(registerNameMessageSchema.parse(JSON.parse(body.message)).name).name,
      ),
    ],
    handler: ({ body }, deps) =>
      registerName({
        request: body,
        store: createNameStore(deps.db),
        now: deps.now,
        chains: deps.chains,
      }),
  }),
]
