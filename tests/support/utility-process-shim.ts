// Loaded first (--import) in a Node child standing in for Electron's utility process: gives it
// process.parentPort as Electron does (messages arrive as { data }), over Node's IPC channel, and takes
// process.send away, so a worker can only answer through parentPort (tests/unit/desktop-photo-process.test.ts).

const send = process.send?.bind(process)
process.send = undefined
Object.defineProperty(process, 'parentPort', {
  value: {
    on: (event: string, listener: (event: { data: unknown }) => void) => {
      if (event === 'message') process.on('message', (data) => listener({ data }))
    },
    postMessage: (message: unknown) => send?.(message),
  },
})
