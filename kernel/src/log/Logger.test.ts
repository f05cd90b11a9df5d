import { describe, expect, test, vi } from 'vitest'
import { createLogger, type LogLevel, type LogSink } from './Logger'

const spySink = () =>
  ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies LogSink

describe('createLogger', () => {
  test('behavior: the default level is error, as the spec says', () => {
    const sink = spySink()
    const logger = createLogger({ sink })
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    expect(sink.debug).not.toHaveBeenCalled()
    expect(sink.info).not.toHaveBeenCalled()
    expect(sink.warn).not.toHaveBeenCalled()
    expect(sink.error).toHaveBeenCalledWith('[keyport] e')
  })

  test.each<[LogLevel, string[]]>([
    ['debug', ['debug', 'info', 'warn', 'error']],
    ['info', ['info', 'warn', 'error']],
    ['warn', ['warn', 'error']],
    ['error', ['error']],
    ['silent', []],
  ])('behavior: level %s prints %j', (level, printed) => {
    const sink = spySink()
    const logger = createLogger({ level, sink })
    for (const method of ['debug', 'info', 'warn', 'error'] as const) logger[method]('x')
    const called = (['debug', 'info', 'warn', 'error'] as const).filter(
      (method) => sink[method].mock.calls.length > 0,
    )
    expect(called).toEqual(printed)
  })

  test('behavior: lines carry the scope and pass data through untouched', () => {
    const sink = spySink()
    const data = { attempt: 2 }
    createLogger({ level: 'warn', scope: 'swap', sink }).warn('retrying', data, 3)
    expect(sink.warn).toHaveBeenCalledWith('[keyport:swap] retrying', data, 3)
  })

  test('behavior: child scopes nest and keep the parent level and sink', () => {
    const sink = spySink()
    const root = createLogger({ level: 'info', sink })
    const http = root.child('http')
    http.info('GET /v1/x')
    http.child('retry').info('again')
    http.debug('hidden')
    expect(sink.info.mock.calls).toEqual([
      ['[keyport:http] GET /v1/x'],
      ['[keyport:http:retry] again'],
    ])
    expect(sink.debug).not.toHaveBeenCalled()
  })

  test('behavior: the console is the default sink', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    createLogger().error('boom')
    expect(error).toHaveBeenCalledWith('[keyport] boom')
  })
})
