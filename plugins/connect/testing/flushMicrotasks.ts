/** Lets pending promise callbacks run, so a test can then advance a manual clock. */
export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve()
}
