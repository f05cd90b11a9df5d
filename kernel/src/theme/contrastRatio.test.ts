import { describe, expect, test } from 'vitest'
import { contrastRatio, parseHexColor } from './contrastRatio'

describe('contrastRatio', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#FFFFFF', 1],
    // Reference values from the WCAG contrast checker.
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
  ])('behavior: %s on %s is %d:1', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2)
    expect(contrastRatio(background, foreground)).toBeCloseTo(expected, 2)
  })

  test('behavior: a colour that is not hex is refused', () => {
    expect(() => contrastRatio('red', '#fff')).toThrowError(TypeError)
  })
})

describe('parseHexColor', () => {
  test.each([
    ['#1d4ed8', [29, 78, 216]],
    ['#abc', [170, 187, 204]],
    [' #FFFFFF ', [255, 255, 255]],
    ['rgb(0, 0, 0)', undefined],
    ['#12345', undefined],
  ])('behavior: reads %j', (color, channels) => {
    expect(parseHexColor(color)).toEqual(channels)
  })
})
