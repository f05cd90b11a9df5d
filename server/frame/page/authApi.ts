/** Calls the auth service on the frame's own origin; a 4xx throws its first reason's text. */
export function createAuthApi(projectId: string) {
  return async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${path}?projectId=${encodeURIComponent(projectId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    })
    const answer = (await response.json().catch(() => ({}))) as T & {
      reasons?: { description?: string }[]
    }
    if (!response.ok) {
      const error = new Error(answer.reasons?.[0]?.description ?? 'An error occurred')
      Object.assign(error, { status: response.status })
      throw error
    }
    return answer
  }
}

export type AuthApi = ReturnType<typeof createAuthApi>
