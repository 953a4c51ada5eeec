// `npm test`: every check and test, stopping at the first that fails. The two that only read the code
// (typecheck, lint) run side by side, as each keeps one core busy and the machine has two; each one's output
// is printed whole when it ends. Then in turn: unit and integration tests, the build, the end-to-end tests in
// Chromium, and the desktop app's where its binary exists.
import { spawn } from 'node:child_process'

/** Runs `npm run <script>`: its output shown as it comes, or kept and given back when `quiet`. */
function run(script, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      // npm is npm.cmd on Windows, which only a shell starts.
      shell: process.platform === 'win32',
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => resolve({ script, code: code ?? 1, output: Buffer.concat(output) }))
  })
}

const readers = await Promise.all([run('typecheck', true), run('lint', true)])
for (const { output } of readers) process.stdout.write(output)
const failed = readers.find(({ code }) => code !== 0)
if (failed) process.exit(failed.code)

for (const script of ['test:unit', 'build', 'test:e2e', 'test:electron']) {
  const { code } = await run(script)
  if (code !== 0) process.exit(code)
}
