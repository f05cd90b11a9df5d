// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, test } from 'vitest'
import { readPromise } from './usePromise'

const thrown = (read: () => unknown) => {
  try {
    read()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('readPromise', () => {
  test('behavior: suspends while pending, then answers with the value', async () => {
    const promise = Promise.resolve('loaded')
    const suspended = thrown(() => readPromise(promise))
    expect(suspended).toBeInstanceOf(Promise)
    await suspended
    expect(readPromise(promise)).toBe('loaded')
  })

  test('behavior: a rejected promise throws its error once settled', async () => {
    const failure = new Error('chunk failed')
    const promise = Promise.reject(failure)
    await thrown(() => readPromise(promise))
    expect(thrown(() => readPromise(promise))).toBe(failure)
  })

  test('behavior: inside Suspense, the fallback shows until the promise settles (the React 18 path)', async () => {
    let resolve: (value: string) => void = () => {}
    const promise = new Promise<string>((done) => {
      resolve = done
    })
    function Greeting() {
      return <p>{readPromise(promise)}</p>
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    resolve('hello')
    expect(await screen.findByText('hello')).toBeTruthy()
  })
})
