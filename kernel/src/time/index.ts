export { type Clock, systemClock } from './Clock'
export { debounceLatest } from './debounceLatest'
export { createManualClock, type ManualClock } from './ManualClock'
