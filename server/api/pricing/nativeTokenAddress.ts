/**
 * The placeholder address AppKit's swap and price calls use for a chain's native coin
 * (`eip155:1:0xeeee…eeee`); it is not a contract.
 */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
