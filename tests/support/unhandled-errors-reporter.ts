import type { Reporter, SerializedError } from 'vitest/node'

// Vitest prints an unhandled error (a rejection or exception no test awaited) long before its summary, and
// CI keeps only the end of a run's output: this reporter repeats each one in a few lines after the summary,
// with the test file and test it was seen in, so a red run says what failed where its log is read.

const FRAMES = 4

function describeError(error: SerializedError, n: number): string {
  const seenIn = error as SerializedError & { VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string }
  const where = [seenIn.VITEST_TEST_PATH, seenIn.VITEST_TEST_NAME].filter(Boolean).join(' › ')
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('at '))
    .slice(0, FRAMES)
    .map((line) => `      ${line.trim()}`)
  return [
    `  ${n}. ${error.name ?? 'Error'}: ${error.message}`,
    `     seen while running: ${where || 'unknown'}`,
    ...frames,
  ].join('\n')
}

export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<SerializedError>): void {
    if (unhandledErrors.length === 0) return
    const lines = unhandledErrors.map((error, i) => describeError(error, i + 1))
    process.stdout.write(
      `\nUnhandled errors (${unhandledErrors.length}), again in short:\n${lines.join('\n')}\n`,
    )
  }
}
