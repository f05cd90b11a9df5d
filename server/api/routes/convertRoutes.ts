import type { AnyRoute } from '../http/defineRoute.ts'

/** The convert endpoints of spec section 7 (being built). */
export const convertRoutes: AnyRoute[] = []
