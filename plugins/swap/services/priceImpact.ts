/**
 * How much value a swap loses to the pools (their fee and the price it moves), in percent: the
 * USD value given up against the USD value received, at market prices. Never negative; undefined
 * when a price is unknown.
 *
 * @example
 * priceImpact({ fromUsd: 100, toUsd: 99.7 }) // 0.3
 */
export function priceImpact({
  fromUsd,
  toUsd,
}: {
  fromUsd: number | undefined
  toUsd: number | undefined
}): number | undefined {
  if (fromUsd === undefined || toUsd === undefined || !(fromUsd > 0) || !(toUsd >= 0))
    return undefined
  const impact = ((fromUsd - toUsd) / fromUsd) * 100
  return Math.max(0, Math.round(impact * 100) / 100)
}
