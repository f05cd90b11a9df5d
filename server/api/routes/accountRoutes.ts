import type { AnyRoute } from '../http/defineRoute.ts'

/** The account endpoints of spec section 7 (being built). */
export const accountRoutes: AnyRoute[] = []
