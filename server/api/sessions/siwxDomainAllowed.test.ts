import { describe, expect, test } from 'vitest'
import { siwxDomainAllowed, uriOnDomain } from './siwxDomainAllowed.ts'

const loopback = ['localhost', '127.0.0.1', '[::1]']

describe('siwxDomainAllowed', () => {
  test.each([
    ['127.0.0.1:5173', loopback, true],
    ['localhost', loopback, true],
    ['LOCALHOST:8080', loopback, true],
    ['[::1]:5173', loopback, true],
    ['127.0.0.2:5173', loopback, false],
    ['localhost.evil.example', loopback, false],
    ['app.example', ['app.example:443'], false],
    ['app.example:443', ['app.example:443'], true],
    ['app.example:8443', ['app.example:443'], false],
    ['eu.app.example', ['*.app.example'], true],
    ['app.example', ['*.app.example'], false],
    ['evilapp.example', ['*.app.example'], false],
    ['127.0.0.1:5173', [], false],
    ['', loopback, false],
  ])('behavior: %s with %j is %s', (domain, allowed, expected) => {
    expect(siwxDomainAllowed(domain, allowed)).toBe(expected)
  })
})

describe('uriOnDomain', () => {
  test.each([
    ['http://127.0.0.1:5173/', '127.0.0.1:5173', true],
    ['https://App.Example/login?x=1', 'app.example', true],
    ['http://127.0.0.1:5174/', '127.0.0.1:5173', false],
    ['https://evil.example/app.example', 'app.example', false],
    ['not a uri', 'app.example', false],
  ])('behavior: %s on %s is %s', (uri, domain, expected) => {
    expect(uriOnDomain(uri, domain)).toBe(expected)
  })
})
