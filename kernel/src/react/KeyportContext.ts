import { createContext } from 'react'
import type { Kernel } from '../kernel/createKernel'

export const KeyportContext = createContext<Kernel | null>(null)
