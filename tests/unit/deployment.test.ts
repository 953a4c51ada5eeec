import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { SERVER_VARIABLES } from '../../src/server/config'
import viteConfig from '../../electron.vite.config'

// Containers cannot run on our build machines, so the reference deployment is checked by reading it: the
// image starts a program the build makes, runs as a plain user with production dependencies only, every
// variable the server reads is named for the operator, and no secret has a default in a repository file.

const root = join(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

interface Instruction {
  stage: number
  keyword: string
  args: string
}

/** The Dockerfile's instructions, continuation lines joined, each with the stage it belongs to. */
function dockerfile(): Instruction[] {
  const logical = read('Dockerfile')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  let stage = -1
  return logical.map((line) => {
    const [keyword, ...rest] = line.split(/\s+/)
    if (keyword.toUpperCase() === 'FROM') stage++
    return { stage, keyword: keyword.toUpperCase(), args: rest.join(' ') }
  })
}

interface ComposeService {
  build?: unknown
  image?: string
  environment?: Record<string, string>
  ports?: string[]
}
const compose = () =>
  parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> }
const apiServices = () => Object.entries(compose().services).filter(([, service]) => service.build)

/** Names that carry a credential, whatever the service. */
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|ACCESS_KEY|PRIVATE|DATABASE_URL/
const SECRETS = new Set<string>(SERVER_VARIABLES.filter((v) => 'secret' in v && v.secret).map((v) => v.name))
const isSecret = (name: string) => SECRETS.has(name) || SECRET_NAME.test(name)

describe('the Dockerfile', () => {
  const instructions = dockerfile()
  const last = Math.max(...instructions.map((i) => i.stage))
  const runtime = instructions.filter((i) => i.stage === last)

  it('builds in stages and runs a program the build makes', () => {
    expect(last).toBeGreaterThanOrEqual(1)
    const command = runtime.find((i) => i.keyword === 'CMD')
    const [program, script] = JSON.parse(command?.args ?? '[]') as string[]
    expect(program).toBe('node')
    // electron-vite writes out/main/<input name>.js for each main input.
    const inputs = viteConfig.main?.build?.rolldownOptions?.input as Record<string, string>
    const name = script.match(/^out\/main\/(.+)\.js$/)?.[1] ?? ''
    expect(Object.keys(inputs)).toContain(name)
    expect(existsSync(inputs[name])).toBe(true)
    expect(runtime.some((i) => i.keyword === 'COPY' && /--from=\S+ \S*out\/main /.test(i.args))).toBe(true)
  })

  it('runs as a plain user with production dependencies only', () => {
    const user = runtime.filter((i) => i.keyword === 'USER').pop()
    expect(user?.args).toBeTruthy()
    expect(user?.args).not.toMatch(/^(root|0)(:|$)/)
    const modulesFrom = runtime.find((i) => i.keyword === 'COPY' && /node_modules/.test(i.args))
    const stageName = modulesFrom?.args.match(/--from=(\S+)/)?.[1]
    const source = instructions.find((i) => i.keyword === 'FROM' && i.args.endsWith(` AS ${stageName}`))
    const install = instructions.filter((i) => i.stage === source?.stage && i.keyword === 'RUN')
    expect(install.some((i) => /npm ci\b.*--omit=dev/.test(i.args))).toBe(true)
  })

  it('gives no secret a value', () => {
    for (const i of instructions.filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG'))
      for (const [, name] of i.args.matchAll(/([A-Z_][A-Z0-9_]*)=/g)) expect(isSecret(name), name).toBe(false)
  })
})

describe('compose.yaml', () => {
  it('runs PostgreSQL, two API servers from the Dockerfile and a proxy', () => {
    const services = compose().services
    expect(apiServices().length).toBeGreaterThanOrEqual(2)
    expect(Object.values(services).some((s) => s.image?.startsWith('postgres'))).toBe(true)
    const proxy = Object.values(services).find((s) => !s.build && s.ports?.length)
    expect(proxy).toBeDefined()
    const config = read('deploy/nginx.conf')
    for (const [name] of apiServices()) expect(config).toContain(`server ${name}:`)
  })

  it('sets only variables the server reads, and gives no secret a default', () => {
    const known = new Set<string>(SERVER_VARIABLES.map((v) => v.name))
    for (const [name, service] of Object.entries(compose().services))
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (service.build)
          expect(known.has(key), `${name} sets ${key}, which the server never reads`).toBe(true)
        const text = String(value)
        if (!isSecret(key)) continue
        // `${NAME:?message}` makes compose stop when the operator gave none; anything else is a default.
        const references = [...text.matchAll(/\$\{([A-Z0-9_]+)(:?[?-])?[^}]*\}/g)]
        expect(references.length, `${name}.${key} must come from the operator`).toBeGreaterThan(0)
        for (const [, , operator] of references) expect(operator, `${name}.${key} has a default`).toBe(':?')
      }
  })
})

describe('docs/deployment.md', () => {
  const guide = read('docs/deployment.md')

  it('names every variable the server reads', () => {
    for (const { name } of SERVER_VARIABLES) expect(guide).toContain(`\`${name}\``)
  })

  it('reads every environment variable through the configuration table', () => {
    const files = readdirSync(join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
    const readers = files
      .filter((file) => file.endsWith('.ts') && file !== 'config.ts')
      .filter((file) => /process\.env(\.|\[)|\benv\.[A-Z]/.test(read(join('src/server', file))))
    expect(readers).toEqual([])
  })
})
