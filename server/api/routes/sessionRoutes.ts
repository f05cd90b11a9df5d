import type { AnyRoute } from '../http/defineRoute.ts'

/** The session endpoints of spec section 7 (being built). */
export const sessionRoutes: AnyRoute[] = []
