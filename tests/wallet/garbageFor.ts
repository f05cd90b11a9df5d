/**
 * What a broken wallet answers: the right overall shape at a glance (an array for accounts, a
 * string for ids and signatures) with nothing usable inside, so only real validation catches it.
 */
export function garbageFor(method: string): unknown {
  switch (method) {
    case 'eth_requestAccounts':
    case 'eth_accounts':
      return ['0xNOT-AN-ADDRESS', 42, null]
    case 'wallet_requestPermissions':
    case 'wallet_getPermissions':
      return [{ parentCapability: 42 }]
    case 'eth_chainId':
      return 'not-a-chain-id'
    case 'personal_sign':
    case 'eth_sign':
    case 'eth_signTypedData_v4':
    case 'eth_sendTransaction':
      return '0xgarbage'
    default:
      return { garbage: true }
  }
}
