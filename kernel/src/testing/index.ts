export { createFakeFrame, type FakeFrame } from './createFakeFrame'
export { createMemoryStorage, createTestKernel } from './createTestKernel'
export { type Greeter, greeterToken, helloPlugin } from './helloPlugin'
export { renderWithKernel } from './renderWithKernel'
