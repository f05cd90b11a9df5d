import type { AnyRoute } from '../http/defineRoute.ts'

/** The profile endpoints of spec section 7 (being built). */
export const profileRoutes: AnyRoute[] = []
