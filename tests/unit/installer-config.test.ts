import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { minimatch } from 'minimatch'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'

// Reads the installer configuration the way electron-builder will use it and checks it against the files
// the packaged app opens at run time: the production node_modules (which electron-builder always packs)
// and the built output in out/.
const root = join(import.meta.dirname, '..', '..')
const Target = z.union([z.string(), z.object({ target: z.string(), arch: z.array(z.string()).optional() })])
const Config = z.object({
  files: z.array(z.string()),
  asar: z.boolean(),
  asarUnpack: z.array(z.string()),
  electronFuses: z.record(z.string(), z.boolean()),
  win: z.object({ target: z.array(Target) }),
  nsis: z.object({ oneClick: z.boolean(), perMachine: z.boolean() }),
  mac: z.object({
    target: z.array(Target),
    hardenedRuntime: z.boolean(),
    entitlements: z.string(),
    entitlementsInherit: z.string(),
    notarize: z.boolean(),
  }),
  linux: z.object({ target: z.array(Target), maintainer: z.string() }),
})
const config = Config.parse(parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')))

/** Files a program loads from disk by path: native addons and WebAssembly with its data. */
const RUNTIME_FILE = /\.(node|wasm|data)$/

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/** Installed packages the lockfile marks as production (not dev-only): what electron-builder packs. */
function productionPackageFolders(): string[] {
  const Lock = z.object({ packages: z.record(z.string(), z.object({ dev: z.boolean().optional() })) })
  const lock = Lock.parse(JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')))
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev)
    .map(([path]) => path)
    .filter((path) => existsSync(join(root, path)))
}

function runtimeFilesOfProduction(): string[] {
  const found = productionPackageFolders().flatMap((folder) =>
    filesUnder(join(root, folder)).filter(
      // a nested package's files are listed under its own folder
      (file) => RUNTIME_FILE.test(file) && !file.slice(folder.length + 1).includes('node_modules/'),
    ),
  )
  return [...new Set(found)]
}

const matches = (file: string, patterns: string[]) =>
  patterns.some((pattern) => minimatch(file, pattern, { dot: true }))
const excluded = (file: string) =>
  config.files.filter((p) => p.startsWith('!')).some((p) => minimatch(file, p.slice(1), { dot: true }))
const targetNames = (targets: z.infer<typeof Target>[]) =>
  targets.map((target) => (typeof target === 'string' ? target : target.target))

describe('the installer configuration', () => {
  it('unpacks every native and WebAssembly file of the production dependencies from the asar', () => {
    const runtimeFiles = runtimeFilesOfProduction()
    // the scan sees PGlite's files, so an empty list cannot pass by accident
    expect(runtimeFiles).toContain('node_modules/@electric-sql/pglite/dist/pglite.wasm')
    expect(runtimeFiles).toContain('node_modules/@electric-sql/pglite/dist/pglite.data')
    expect(runtimeFiles.filter((file) => excluded(file))).toEqual([])
    expect(runtimeFiles.filter((file) => !matches(file, config.asarUnpack))).toEqual([])
  })

  it('packs and unpacks any such file of the built output', () => {
    const built = filesUnder(join(root, 'out')).filter((file) => RUNTIME_FILE.test(file))
    const included = config.files.filter((p) => !p.startsWith('!'))
    expect(built.filter((file) => !matches(file, included) || excluded(file))).toEqual([])
    expect(built.filter((file) => !matches(file, config.asarUnpack))).toEqual([])
  })

  it('packs the photo worker the server starts beside the programs that start it', async () => {
    // out/main/photo-worker.js, which storage/photo-pool.ts looks for beside out/main's programs and chunks.
    const { default: build } = (await import('../../electron.vite.config')) as {
      default: { main?: { build?: { rolldownOptions?: { input?: Record<string, string> } } } }
    }
    const inputs = build.main?.build?.rolldownOptions?.input ?? {}
    expect(inputs['photo-worker']).toBe(join(root, 'src/server/storage/photo-worker.ts'))
    const packed = config.files.filter((p) => !p.startsWith('!'))
    expect(matches('out/main/photo-worker.js', packed) && !excluded('out/main/photo-worker.js')).toBe(true)
    // Read from the archive: Electron reads asar in worker threads since version 17.
    const electron = z.object({ devDependencies: z.object({ electron: z.string() }) })
    const { devDependencies } = electron.parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')))
    expect(Number(/\d+/.exec(devDependencies.electron)?.[0])).toBeGreaterThanOrEqual(17)
  })

  it('keeps sharp and its libvips builds outside the asar', () => {
    for (const file of [
      'node_modules/sharp/lib/index.js',
      'node_modules/@img/sharp-libvips-linux-x64/lib/libvips.so',
    ])
      expect(matches(file, config.asarUnpack)).toBe(true)
  })

  it('flips the fuses of the security checklist: no Node mode, no inspector, no file:// privileges', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    })
  })

  it('builds a per-user Windows installer', () => {
    expect(targetNames(config.win.target)).toEqual(['nsis'])
    expect(config.nsis.perMachine).toBe(false)
  })

  it('builds notarized, hardened dmg and zip for Apple silicon and Intel', () => {
    expect(targetNames(config.mac.target).sort()).toEqual(['dmg', 'zip'])
    for (const target of config.mac.target) {
      expect(typeof target === 'object' && target.arch?.sort()).toEqual(['arm64', 'x64'])
    }
    expect(config.mac.hardenedRuntime).toBe(true)
    expect(config.mac.notarize).toBe(true)
    const entitlements = readFileSync(join(root, config.mac.entitlements), 'utf8')
    expect(entitlements).toContain('com.apple.security.cs.allow-jit')
    expect(config.mac.entitlementsInherit).toBe(config.mac.entitlements)
  })

  it('builds an AppImage and a deb package for Linux', () => {
    expect(targetNames(config.linux.target).sort()).toEqual(['AppImage', 'deb'])
    expect(config.linux.maintainer).toMatch(/<.+@.+>/)
  })
})
