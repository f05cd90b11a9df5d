// Test doubles of the connect plugin's public services, for other plugins' tests.

// Scriptable fakes and a test kernel with the connect plugin (connect's own view tests use them).
export {
  address,
  connectTestKernel,
  fakeAccountData,
  fakeConnection,
  fakeConnector,
  fakeRegistry,
  fakeWalletRegistry,
  testNetworks,
} from '../views/testing/fakeConnect.ts'
export { fakeAccountDataService, fakeConnectionService } from './fakeConnectServices.ts'
