// Test doubles of the connect plugin's public services, for other plugins' tests.
export { fakeAccountDataService, fakeConnectionService } from './fakeConnectServices.ts'
