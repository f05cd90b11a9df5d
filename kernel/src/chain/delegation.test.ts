import { describe, expect, test } from 'vitest'
import { accountCodeKind, delegationOf, isContractCode } from './delegation'

const delegate = `0x${'ab'.repeat(20)}` as const
const designator = `0xef0100${'ab'.repeat(20)}` as const
// The start of a solc-compiled contract's runtime code.
const contract = '0x6080604052348015600f57600080fd5b50' as const

describe('delegationOf', () => {
  test('behavior: a delegation designator names its delegate, in any letter case', () => {
    expect(delegationOf(designator)).toBe(delegate)
    expect(delegationOf(designator.toUpperCase().replace('0X', '0x'))).toBe(delegate)
  })

  test('behavior: no code, a contract, and a cut or padded designator have no delegate', () => {
    expect(delegationOf(undefined)).toBeUndefined()
    expect(delegationOf(null)).toBeUndefined()
    expect(delegationOf('0x')).toBeUndefined()
    expect(delegationOf(contract)).toBeUndefined()
    expect(delegationOf(designator.slice(0, -2))).toBeUndefined()
    expect(delegationOf(`${designator}00`)).toBeUndefined()
    expect(delegationOf(`0xef0000${'ab'.repeat(20)}`)).toBeUndefined()
    expect(delegationOf(`0x00ef0100${'ab'.repeat(20)}`)).toBeUndefined()
  })
})

describe('isContractCode', () => {
  test('behavior: real code is a contract; no code and a designator are not', () => {
    expect(isContractCode(contract)).toBe(true)
    expect(isContractCode('0x00')).toBe(true)
    expect(isContractCode(`${designator}00`)).toBe(true)
    expect(isContractCode(designator)).toBe(false)
    expect(isContractCode('0x')).toBe(false)
    expect(isContractCode(undefined)).toBe(false)
  })

  test('behavior: accountCodeKind tells account, delegated and contract apart', () => {
    expect(accountCodeKind(undefined)).toBe('account')
    expect(accountCodeKind('0x')).toBe('account')
    expect(accountCodeKind(designator)).toBe('delegated')
    expect(accountCodeKind(contract)).toBe('contract')
  })
})
