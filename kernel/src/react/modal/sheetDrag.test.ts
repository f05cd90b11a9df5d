import { describe, expect, test } from 'vitest'
import { createSheetDrag } from './sheetDrag'

const start = { startY: 500, startTime: 1000, height: 600 }

describe('createSheetDrag', () => {
  test('behavior: the sheet follows the pointer down, never up past its resting place', () => {
    const drag = createSheetDrag(start)
    expect(drag.move(540, 1100)).toBe(40)
    expect(drag.move(450, 1200)).toBe(0)
  })

  test('behavior: a slow drag past a quarter of the height closes', () => {
    const drag = createSheetDrag(start)
    drag.move(600, 2000)
    drag.move(650, 3000)
    expect(drag.release(651, 4000)).toBe(true)
  })

  test('behavior: a slow short drag springs back', () => {
    const drag = createSheetDrag(start)
    drag.move(560, 2000)
    expect(drag.release(570, 3000)).toBe(false)
  })

  test('behavior: a fast flick closes even when short', () => {
    const drag = createSheetDrag(start)
    drag.move(505, 1500)
    drag.move(520, 1520)
    expect(drag.release(560, 1560)).toBe(true)
  })

  test('behavior: only the last 100 ms count, so a drag that stopped before release springs back', () => {
    const drag = createSheetDrag(start)
    drag.move(580, 1100)
    drag.move(581, 1400)
    expect(drag.release(581, 1600)).toBe(false)
  })

  test('behavior: a fast wobble under the flick distance is a tap, not a flick', () => {
    const drag = createSheetDrag(start)
    expect(drag.release(510, 1005)).toBe(false)
  })

  test('behavior: flicking upwards never closes', () => {
    const drag = createSheetDrag(start)
    drag.move(600, 1100)
    expect(drag.release(540, 1120)).toBe(false)
  })
})
