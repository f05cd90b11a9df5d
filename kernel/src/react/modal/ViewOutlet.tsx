import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { ViewDefinition, ViewProps } from '../../router/views'
import { useKernel, useT } from '../hooks'
import { loadOnce } from '../loadOnce'
import { useObservable } from '../useObservable'
import { ViewErrorBoundary } from './ViewErrorBoundary'

type LazyView = LazyExoticComponent<ComponentType<ViewProps>>
const cache = new WeakMap<ViewDefinition, LazyView>()

function lazyView(definition: ViewDefinition): LazyView {
  let view = cache.get(definition)
  if (!view) {
    // A view prefetched while the browser was idle renders without suspending.
    const load = definition.load as () => Promise<{ default: ComponentType<ViewProps> }>
    view = lazy(() => loadOnce(definition, load) as ReturnType<typeof load>)
    cache.set(definition, view)
  }
  return view
}

type Direction = 'initial' | 'forward' | 'back'

/**
 * Which way the view changed, fixed once per view so a re-render never replays its entrance:
 * deeper slides in from the end, back from the start (styles.ts mirrors both in right-to-left),
 * and the first view of an opening does not slide.
 */
function useDirection(key: string, depth: number): Direction {
  const shown = useRef<{ key: string; depth: number; direction: Direction } | undefined>(undefined)
  const last = shown.current
  const direction: Direction =
    last === undefined
      ? 'initial'
      : last.key === key
        ? last.direction
        : depth < last.depth
          ? 'back'
          : 'forward'
  useEffect(() => {
    shown.current = { key, depth, direction }
  }, [key, depth, direction])
  return direction
}

/** Renders the router's current view, lazily loaded, inside its own error boundary. */
export function ViewOutlet() {
  const kernel = useKernel()
  const t = useT()
  const { history } = useObservable(kernel.router.state$, () => kernel.router.state)
  const [attempt, setAttempt] = useState(0)
  const entry = history[history.length - 1]
  const key = `${history.length}:${entry?.view}:${attempt}`
  const direction = useDirection(key, history.length)
  if (!entry) return null
  const definition = kernel.router.definition(entry.view)
  const View = lazyView(definition)
  return (
    <div key={key} className={`kp-view kp-view--${direction}`}>
      <ViewErrorBoundary
        title={t('view.error.title')}
        retryLabel={t('view.error.retry')}
        onError={(error) => kernel.logger.error(`view '${entry.view}' failed`, error)}
        onRetry={() => {
          cache.delete(definition)
          setAttempt((n) => n + 1)
        }}
      >
        <Suspense
          fallback={
            <div className="kp-loading" role="status">
              <span className="kp-spinner" aria-hidden="true" />
              <span className="kp-sr-only">{t('modal.loading')}</span>
            </div>
          }
        >
          <View view={entry.view} params={entry.params} />
        </Suspense>
      </ViewErrorBoundary>
    </div>
  )
}
