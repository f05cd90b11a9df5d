import { FRAME_ELEMENT_ID, FRAME_ELEMENT_NAME, FRAME_Z_INDEX } from './frameConstants'

/** The window a message goes to: the frame's `contentWindow`, or a fake in tests. */
export type FrameTarget = { postMessage(message: unknown, targetOrigin: string): void }

/** A mounted frame, whatever renders it. */
export type MountedFrame = {
  /** The frame's window; checked as `event.source` of every reply. */
  readonly target: FrameTarget | null
  /** Shows the frame over the modal (its own approval UI) or hides it again. */
  setVisible(visible: boolean): void
  /** Keeps the frame exactly over `element` while it moves (a view the frame draws); null hides. */
  placeOver(element: Element | null): void
  /** Moves keyboard focus into the frame. */
  focus(): void
  /** The height the frame's approval card asks for (within the viewport); 420 px until told. */
  fitHeight(px: number): void
  /** Calls back when the element fails to load. */
  onError(listener: () => void): void
  remove(): void
}

export type MountFrame = (src: string) => MountedFrame

const hidden = 'display:none'
/** The approval card's height until the frame says what it needs (spec section 9). */
const DEFAULT_CARD_HEIGHT = 420
// Centred over the modal card (360 px wide, spec section 9), above the modal's z-index, as tall
// as the card needs within the viewport.
const shown = (height: number) =>
  `display:block;width:360px;max-width:calc(100vw - 16px);height:${height}px;max-height:calc(100vh - 16px);left:50%;top:50%;transform:translate(-50%,-50%);border:0;border-radius:16px;box-shadow:0 8px 32px rgba(0,0,0,.3);background:transparent`

/**
 * Appends the secure frame to `document.body`: `id="w3m-iframe"`, `name="w3m-secure-iframe"`,
 * fixed, z-index 999999, hidden until an approval needs it.
 *
 * @example
 * const frame = mountIframe(document)('https://frame.example/sdk?projectId=p&chainId=1&version=4')
 */
export function mountIframe(doc: Document): MountFrame {
  return (src) => {
    const element = doc.createElement('iframe')
    element.id = FRAME_ELEMENT_ID
    element.name = FRAME_ELEMENT_NAME
    element.src = src
    element.title = 'Keyport secure wallet'
    element.setAttribute('allow', 'clipboard-write')
    const base = `position:fixed;z-index:${FRAME_Z_INDEX};`
    element.setAttribute('style', base + hidden)
    doc.body.appendChild(element)
    const win = doc.defaultView
    let placed: Element | null = null
    let follow = 0
    let lastRect = ''
    let visible = false
    let height = DEFAULT_CARD_HEIGHT
    // Follows the element every frame (the view slides in, the page scrolls or resizes), and
    // writes the style only when the box moved.
    const place = () => {
      if (!placed?.isConnected) return
      const box = placed.getBoundingClientRect()
      const rect = `left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px`
      if (rect !== lastRect) {
        lastRect = rect
        element.setAttribute(
          'style',
          `${base}display:block;${rect};border:0;background:transparent`,
        )
      }
      follow = win?.requestAnimationFrame(place) ?? 0
    }
    const unplace = () => {
      if (follow) win?.cancelAnimationFrame(follow)
      follow = 0
      placed = null
      lastRect = ''
    }
    return {
      get target() {
        return element.isConnected ? element.contentWindow : null
      },
      setVisible: (show) => {
        unplace()
        visible = show
        element.setAttribute('style', base + (show ? shown(height) : hidden))
      },
      fitHeight: (px) => {
        height = Math.max(DEFAULT_CARD_HEIGHT, Math.ceil(px))
        if (visible) element.setAttribute('style', base + shown(height))
      },
      placeOver: (target) => {
        unplace()
        visible = false
        if (!target) return element.setAttribute('style', base + hidden)
        placed = target
        place()
      },
      focus: () => element.focus(),
      onError: (listener) => element.addEventListener('error', listener),
      remove: () => {
        unplace()
        element.remove()
      },
    }
  }
}
