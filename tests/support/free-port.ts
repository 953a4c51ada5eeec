import { execFileSync } from 'node:child_process'

// Node has no synchronous listen, and Playwright reads its configuration synchronously: a short child
// process asks the system for a free port whose next port is free too (the API server takes port + 1).
const PICK_PORTS = `
const net = require('node:net')
const take = (port) => new Promise((ok, no) => {
  const server = net.createServer().once('error', no)
  server.listen(port, '127.0.0.1', () => ok(server))
})
;(async () => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await take(0)
    const port = first.address().port
    const second = await take(port + 1).catch(() => undefined)
    first.close()
    if (second) { second.close(); process.stdout.write(String(port)); return }
  }
  process.exit(1)
})()
`

/** A free loopback port P with P + 1 also free, for a web host and its API server. */
export function freePortPair(): number {
  const out = execFileSync(process.execPath, ['-e', PICK_PORTS], { encoding: 'utf8' })
  const port = Number(out)
  if (!Number.isInteger(port) || port <= 0) throw new Error('no free port pair found')
  return port
}
