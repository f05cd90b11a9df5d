import type { AnyRoute } from '../http/defineRoute.ts'

/** The history endpoints of spec section 7 (being built). */
export const historyRoutes: AnyRoute[] = []
