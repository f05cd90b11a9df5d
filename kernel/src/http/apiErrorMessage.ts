import { HttpStatusError } from './HttpStatusError'

/**
 * The text to show for a failed API call: the API's first reason when it gave one, else
 * `fallback`. The `cause` chain is searched, so a service may wrap the HTTP error in its own.
 *
 * @example
 * catch (error) {
 *   toast.showError(apiErrorMessage(error, 'Error registering name alice'))
 * }
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const seen = new Set<unknown>()
  for (let current = error; current instanceof Error && !seen.has(current); ) {
    seen.add(current)
    if (current instanceof HttpStatusError) {
      const description = current.reasons[0]?.description
      if (description) return description
    }
    current = current.cause
  }
  return fallback
}
