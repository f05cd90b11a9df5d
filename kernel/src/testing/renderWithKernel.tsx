import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Kernel } from '../kernel/createKernel'
import { KeyportProvider } from '../react/KeyportProvider'

/** Renders `ui` inside a `<KeyportProvider>` for the given kernel (jsdom tests). */
export function renderWithKernel(ui: ReactNode, kernel: Kernel) {
  return render(<KeyportProvider keyport={kernel}>{ui}</KeyportProvider>)
}
