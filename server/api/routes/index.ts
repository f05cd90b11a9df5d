import type { AnyRoute } from '../http/defineRoute.ts'
import { accountRoutes } from './accountRoutes.ts'
import { analyticsRoutes } from './analyticsRoutes.ts'
import { convertRoutes } from './convertRoutes.ts'
import { historyRoutes } from './historyRoutes.ts'
import { onrampRoutes } from './onrampRoutes.ts'
import { paymasterRoutes } from './paymasterRoutes.ts'
import { profileRoutes } from './profileRoutes.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { systemRoutes } from './systemRoutes.ts'
import { walletRoutes } from './walletRoutes.ts'

/** Every data-API route; `/openapi.json` is added by `createApi`. */
export const apiRoutes: AnyRoute[] = [
  ...systemRoutes,
  ...accountRoutes,
  ...profileRoutes,
  ...historyRoutes,
  ...convertRoutes,
  ...onrampRoutes,
  ...sessionRoutes,
  ...walletRoutes,
  ...analyticsRoutes,
  ...paymasterRoutes,
]
