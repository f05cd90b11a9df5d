export { type KeyportConnectorParameters, keyportConnector } from './keyportConnector.ts'
