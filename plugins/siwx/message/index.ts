// CAIP-122 / EIP-4361 sign-in messages, framework-free: the plugin and the server share them.
export { blockchainNames, namespaceOfBlockchain } from './blockchainNames.ts'
export { formatSiwxMessage } from './formatSiwxMessage.ts'
export { type ParseSiwxMessageReturnType, parseSiwxMessage } from './parseSiwxMessage.ts'
export type { CaipNetworkId, SiwxMessageData } from './SiwxMessageData.ts'
export { siwxMessageProblem } from './siwxMessageProblem.ts'
