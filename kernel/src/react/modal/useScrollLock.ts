import { useEffect } from 'react'

/** Stops the page behind the modal from scrolling, keeping its width steady, until unmount. */
export function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement
    const { overflow, paddingRight } = root.style
    const scrollbar = window.innerWidth - root.clientWidth
    root.style.overflow = 'hidden'
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`
    return () => {
      root.style.overflow = overflow
      root.style.paddingRight = paddingRight
    }
  }, [])
}
