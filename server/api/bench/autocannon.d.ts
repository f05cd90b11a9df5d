// The part of autocannon 8's API the benchmark uses; the package ships no types.
declare module 'autocannon' {
  export type AutocannonOptions = {
    url: string
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Stop after this many requests instead of after `duration`. */
    amount?: number
  }
  export type AutocannonResult = {
    requests: { average: number; total: number }
    /** Milliseconds. */
    latency: { p50: number; p99: number; average: number }
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>
}
