export {
  type AccountCodeKind,
  accountCodeKind,
  DELEGATION_DESIGNATOR_PREFIX,
  delegationOf,
  isContractCode,
} from './delegation'
export { userOperationFees } from './userOperationFees'
