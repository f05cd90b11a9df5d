import { createContext } from 'react'
import type { Kernel } from '../kernel/createKernel'
import type { KeyportInitialState } from '../storage/KeyportInitialState'

export const KeyportContext = createContext<Kernel | null>(null)

// Per render tree, not per kernel: a server may share one kernel between requests, each with its
// own visitor's cookie.
export const KeyportInitialStateContext = createContext<KeyportInitialState | undefined>(undefined)
