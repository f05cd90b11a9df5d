import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react'
import { themeToken } from '../../di/tokens'
import { textDirection } from '../../i18n/textDirection'
import { themeToCss } from '../../theme/themeToCss'
import { useKernel, useService, useT } from '../hooks'
import { useObservable } from '../useObservable'
import { BackIcon, CloseIcon } from './icons'
import { NoticeBanner } from './NoticeBanner'
import { modalCss } from './styles'
import { ToastRegion } from './ToastRegion'
import { useAnimatedHeight } from './useAnimatedHeight'
import { useFocusTrap } from './useFocusTrap'
import { useScrollLock } from './useScrollLock'
import { useSheetDrag } from './useSheetDrag'
import { ViewOutlet } from './ViewOutlet'

/**
 * The modal shell: an accessible dialog labelled by its title, with focus trapped inside,
 * Escape, overlay click and the close button closing it unless the view refuses. Below 430 px it
 * is a bottom sheet that also closes when dragged down; its height follows the view.
 * Loaded lazily by `KeyportProvider` on first open.
 */
export default function Modal() {
  const kernel = useKernel()
  const { router, modal } = kernel
  const t = useT()
  const theme = useService(themeToken)
  const themeState = useObservable(theme.state$, () => theme.state)
  const { history } = useObservable(router.state$, () => router.state)
  const { refusals } = useObservable(modal.state$, () => modal.state)
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const [refusalShown, setRefusalShown] = useState(0)

  const current = history[history.length - 1]
  const definition = current ? router.definition(current.view) : undefined
  const title = t(
    definition?.title ?? 'connect.title',
    current && definition?.titleParams ? definition.titleParams(current.params, t) : undefined,
  )

  useScrollLock()
  const drag = useSheetDrag(dialogRef, () => modal.close())
  const bodyHeight = useAnimatedHeight(bodyRef)
  useFocusTrap(
    dialogRef,
    useCallback(
      () =>
        dialogRef.current?.querySelector<HTMLElement>('.kp-body button, .kp-body input') ?? null,
      [],
    ),
  )

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      event.stopPropagation()
      modal.close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [modal])

  // A view change can remove the focused element; move focus to the new view's title so
  // keyboard users stay in the dialog and screen readers announce where they are.
  const depth = history.length
  const viewId = current?.view
  useEffect(() => {
    if (depth === 0 || viewId === undefined) return
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(document.activeElement)) titleRef.current?.focus()
  }, [depth, viewId])

  useEffect(() => {
    if (refusals === 0) return
    setRefusalShown(refusals)
    const timer = setTimeout(() => setRefusalShown(0), 400)
    return () => clearTimeout(timer)
  }, [refusals])

  return (
    <div
      className="kp-root"
      lang={kernel.i18n.locale}
      dir={textDirection(kernel.i18n.locale)}
      data-theme={themeState.mode}
      style={themeToCss(themeState) as CSSProperties}
      data-testid="keyport-modal"
    >
      <style>{modalCss}</style>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; keyboard users close with Escape or the close button */}
      <div
        className="kp-overlay"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) modal.close()
        }}
      >
        <div
          ref={dialogRef}
          className={refusalShown ? 'kp-card kp-card--shake' : 'kp-card'}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className="kp-sheet-handle" aria-hidden="true" {...drag} />
          <header className="kp-header" {...drag}>
            {router.canGoBack ? (
              <button
                type="button"
                className="kp-icon-button"
                aria-label={t('modal.back')}
                onClick={() => router.goBack()}
              >
                <BackIcon />
              </button>
            ) : (
              <span className="kp-icon-spacer" />
            )}
            <h2 id={titleId} ref={titleRef} className="kp-title" tabIndex={-1}>
              {title}
            </h2>
            <button
              type="button"
              className="kp-icon-button"
              aria-label={t('modal.close')}
              onClick={() => modal.close()}
            >
              <CloseIcon />
            </button>
          </header>
          <NoticeBanner />
          <div className="kp-body-viewport" {...bodyHeight}>
            <div ref={bodyRef} className="kp-body">
              <ViewOutlet />
            </div>
          </div>
          <p className="kp-sr-only" aria-live="assertive">
            {refusals > 0 ? t('view.cannotClose') : ''}
          </p>
          <ToastRegion />
        </div>
      </div>
    </div>
  )
}
