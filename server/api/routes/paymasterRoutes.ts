import * as z from 'zod'
import { ApiError } from '../http/ApiError.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'
import { answerPaymasterRpc } from '../paymaster/answerPaymasterRpc.ts'
import { createSponsorshipStore } from '../paymaster/createSponsorshipStore.ts'
import { jsonRpcRequestSchema, jsonRpcResponseSchema } from '../paymaster/paymasterRpcSchemas.ts'
import { sponsorshipPolicySchema } from '../paymaster/sponsorshipPolicySchema.ts'

const paymasterQuery = z.object({
  chainId: z
    .string({ error: 'chainId is required, e.g. chainId=8453' })
    .regex(
      /^(eip155:)?\d{1,12}$/,
      'chainId must be a number like 8453 or a CAIP-2 id like eip155:8453',
    )
    .transform((value) => Number(value.replace('eip155:', ''))),
})

const storedPolicySchema = z.object({
  projectId: z.string(),
  policy: sponsorshipPolicySchema,
  spentWei: z.string(),
  updatedAt: z.string(),
})

const usageSchema = z.object({
  day: z.string(),
  userDailyCapWei: z.string(),
  totalBudgetWei: z.string(),
  spentWei: z.string(),
  remainingWei: z.string(),
  operations: z.number().int(),
  senders: z.array(
    z.object({ sender: z.string(), spentTodayWei: z.string(), operationsToday: z.number().int() }),
  ),
})

const noPolicy = (projectId: string) =>
  new ApiError(
    404,
    'sponsorship_policy_missing',
    `Project '${projectId.slice(0, 64)}' has no sponsorship policy yet: set one with PUT /v1/sponsorship/policy (or \`keyport sponsorship set <file>\`).`,
  )

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Gas sponsorship: the ERC-7677 paymaster service (JSON-RPC, the public project id, as wallets
 * call it) and the policy's management with the project's secret key.
 */
export const paymasterRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/paymaster',
    summary:
      "ERC-7677 paymaster service (JSON-RPC pm_getPaymasterStubData, pm_getPaymasterData) for EntryPoint v0.8: signs only operations the project's sponsorship policy allows; a refusal is JSON-RPC error -32001 with data.rule",
    query: paymasterQuery,
    body: jsonRpcRequestSchema,
    response: jsonRpcResponseSchema,
    handler: ({ query, body, projectId }, deps) =>
      answerPaymasterRpc({ request: body, chainId: query.chainId, projectId }, deps),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/sponsorship/policy',
    summary:
      "The project's sponsorship policy and what it has spent (wei); needs the project's secret key",
    auth: 'secret',
    response: storedPolicySchema,
    handler: async ({ projectId }, deps) => {
      const stored = await createSponsorshipStore(deps.db).getPolicy(projectId)
      if (!stored) throw noPolicy(projectId)
      return { projectId, ...stored, spentWei: stored.spentWei.toString() }
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/sponsorship/policy',
    summary:
      "Sets the project's sponsorship policy (targets and selectors per chain, daily cap per user, total budget); what was spent stays counted; needs the project's secret key",
    auth: 'secret',
    body: sponsorshipPolicySchema,
    response: storedPolicySchema,
    handler: async ({ projectId, body }, deps) => {
      const stored = await createSponsorshipStore(deps.db).putPolicy(projectId, body)
      return { projectId, ...stored, spentWei: stored.spentWei.toString() }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/sponsorship/usage',
    summary:
      "What the project's paymaster has reserved: in all against the budget, and per sender today (UTC) against the daily cap; needs the project's secret key",
    auth: 'secret',
    response: usageSchema,
    handler: async ({ projectId }, deps) => {
      const store = createSponsorshipStore(deps.db)
      const stored = await store.getPolicy(projectId)
      if (!stored) throw noPolicy(projectId)
      const usage = await store.usage(projectId, utcDay(deps.now()))
      const budget = BigInt(stored.policy.totalBudgetWei)
      return {
        day: usage.day,
        userDailyCapWei: stored.policy.userDailyCapWei,
        totalBudgetWei: stored.policy.totalBudgetWei,
        spentWei: stored.spentWei.toString(),
        remainingWei: (budget > stored.spentWei ? budget - stored.spentWei : 0n).toString(),
        operations: usage.operations,
        senders: usage.senders.map((entry) => ({
          ...entry,
          spentTodayWei: entry.spentTodayWei.toString(),
        })),
      }
    },
  }),
]
