import { describe, expect, test } from 'vitest'
import * as httpModule from './index'

describe('http', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(httpModule).sort()).toEqual([
      'HttpNetworkError',
      'HttpResponseInvalidError',
      'HttpStatusError',
      'apiErrorMessage',
      'createDataApiClient',
      'createHttpClient',
    ])
  })
})
