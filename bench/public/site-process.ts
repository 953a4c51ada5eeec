// The site's requests beside the editors (bench/public/run.ts), sent from a process of its own: a website's
// requests come from other machines, and sent from the bench's own event loop they would delay its reading of
// the editors' answers, counting the bench's own work in the editors' times. Reads { base, mix, rate, seconds }
// as JSON on stdin, says `ready` once it starts sending, then writes the times as JSON on its last line.
import { Agent } from 'node:http'
import { text } from 'node:stream/consumers'
import { atRate, type SiteRequest } from './traffic'

const asked = JSON.parse(await text(process.stdin)) as {
  base: string
  mix: SiteRequest[]
  rate: number
  seconds: number
}
const site = {
  base: asked.base,
  token: '',
  agent: new Agent({ keepAlive: true }),
  photo: Buffer.alloc(0),
  requests: 0,
}
process.stdout.write('ready\n')
const times = await atRate(site, asked.mix, asked.rate, asked.seconds)
process.stdout.write(`${JSON.stringify(times)}\n`)
site.agent.destroy()
