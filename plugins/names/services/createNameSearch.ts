import { type Clock, debounceLatest } from '@keyport/kernel'
import { BehaviorSubject, type Observable, Subject } from 'rxjs'
import { type AccountNameProblem, accountNameProblem, toFullName } from '../accountName.ts'
import { NamesError } from '../errors.ts'
import type { NameApi, NameSuggestion } from './createNameApi.ts'

/** How long typing must pause before suggestions are asked for. */
export const NAME_SEARCH_DEBOUNCE_MS = 300

/** The name being typed, what is wrong with it, and what the name service said about it. */
export type NameSearchState = {
  /** The label as typed (before `.keyport.id`). */
  value: string
  /** Set while the label breaks the rule (spec §5); nothing is asked then. */
  problem?: AccountNameProblem
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** Whether the typed name is free; known once `status` is 'ready'. */
  available?: boolean
  /** Free variants to pick from (the typed name itself is not repeated). */
  suggestions: readonly NameSuggestion[]
  /** 'Error fetching name suggestions' (or the API's reason) after a failure. */
  error?: string
}

/** Suggestions as the user types. Implemented by `createNameSearch` (same file). */
export interface NameSearch {
  readonly state$: Observable<NameSearchState>
  readonly state: NameSearchState
  /** The field changed: checks the label at once, asks the name service after a pause. */
  search(value: string): void
  dispose(): void
}

type Answer = Pick<NameSearchState, 'status' | 'available' | 'suggestions' | 'error'> & {
  value: string
}

/**
 * Creates the search behind RegisterAccountName: each change is checked against the name rule
 * at once; a valid label is sent to the suggestions endpoint once typing pauses for 300 ms, and a
 * newer change aborts an older request, so a slow answer never overwrites a fresh one.
 *
 * @example
 * const search = createNameSearch({ api, clock })
 * search.search('alice')
 * // 300 ms later: { status: 'ready', available: false, suggestions: [{ name: 'alice1.keyport.id', … }] }
 */
export function createNameSearch({
  api,
  clock,
  debounceMs = NAME_SEARCH_DEBOUNCE_MS,
}: {
  api: Pick<NameApi, 'suggestions'>
  clock: Clock
  /** @default 300 */
  debounceMs?: number
}): NameSearch {
  const state$ = new BehaviorSubject<NameSearchState>({
    value: '',
    problem: 'empty',
    status: 'idle',
    suggestions: [],
  })
  const asked$ = new Subject<string | undefined>()

  const ask = async (
    value: string | undefined,
    signal: AbortSignal,
  ): Promise<Answer | undefined> => {
    if (value === undefined) return undefined
    try {
      const found = await api.suggestions(value, signal)
      const asked = toFullName(value)
      return {
        value,
        status: 'ready',
        available: !found.some((entry) => entry.name === asked && entry.registered),
        suggestions: found.filter((entry) => entry.name !== asked && !entry.registered),
      }
    } catch (error) {
      if (signal.aborted) return undefined
      const message = error instanceof NamesError ? error.shortMessage : String(error)
      return { value, status: 'error', suggestions: [], error: message }
    }
  }

  const answers = asked$.pipe(debounceLatest(clock, debounceMs, ask)).subscribe((answer) => {
    if (answer && answer.value === state$.value.value) state$.next({ ...state$.value, ...answer })
  })

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    search(value) {
      if (value === state$.value.value) return
      const problem = accountNameProblem(value)
      state$.next({
        value,
        problem,
        status: problem ? 'idle' : 'loading',
        // Earlier variants stay in view while the new ones load, so the list does not flicker.
        suggestions: problem ? [] : state$.value.suggestions,
      })
      asked$.next(problem ? undefined : value)
    },
    dispose() {
      answers.unsubscribe()
      state$.complete()
    },
  }
}
