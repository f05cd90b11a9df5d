import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * The id of the title that labels the dialog around `ref` (its `aria-labelledby`). A field that
 * takes focus when a view opens lists it in its own label, so screen readers still announce the
 * view's title although focus skips the heading.
 */
export function useDialogTitleId(ref: RefObject<HTMLElement | null>) {
  const [titleId, setTitleId] = useState<string>()
  useLayoutEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"]')
    setTitleId(dialog?.getAttribute('aria-labelledby') ?? undefined)
  }, [ref])
  return titleId
}
