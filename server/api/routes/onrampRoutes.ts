import type { AnyRoute } from '../http/defineRoute.ts'

/** The onramp endpoints of spec section 7 (being built). */
export const onrampRoutes: AnyRoute[] = []
