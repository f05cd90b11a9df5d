export { type Clock, systemClock } from './Clock'
export { createManualClock, type ManualClock } from './ManualClock'
