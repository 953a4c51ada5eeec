import { poolChannel } from '../../src/server/storage/photo-process'

// A photo worker that dies as a crash would (its process gone, no answer sent) when asked to prepare a file
// named crash.jpg (an exit) or segfault.jpg (a segmentation fault); every job is the real worker's
// (tests/unit/photo-pool.test.ts). The real worker listens first: a message that came before any listener would
// go to this one alone.

await import('../../src/server/storage/photo-worker')
poolChannel().onMessage((data) => {
  const message = data as { type?: unknown; job?: { fileName?: unknown } }
  if (message.type !== 'job') return
  if (message.job?.fileName === 'crash.jpg') process.exit(70)
  // As a native crash in libvips would end it: the signal, not an exit of its own.
  if (message.job?.fileName === 'segfault.jpg') process.kill(process.pid, 'SIGSEGV')
})
