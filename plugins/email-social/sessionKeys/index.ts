export { keyportSessionAbi } from './keyportSessionAbi.ts'
export {
  type ToKeyportSessionAccountParameters,
  type ToKeyportSessionAccountReturnType,
  toKeyportSessionAccount,
} from './toKeyportSessionAccount.ts'
