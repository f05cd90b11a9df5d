/** Spec §9: the slippage tolerance of a conversion, in percent (1 is 1 %). */
export const SWAP_SLIPPAGE_TOLERANCE = 1
