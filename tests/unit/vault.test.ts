import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createVault, DEFAULT_SETTINGS, plainCipher, type Cipher } from '../../src/main/vault/vault'
import { createFileStore } from '../../src/main/vault/file-store'

const user = { StaffID: 1, FirstName: 'Ada', MiddleName: '', Surname: 'Obi', IsAdmin: 1, FacultyCode: null }
const api = 'http://127.0.0.1:5191/api/'

// A reversible stand-in for the OS keychain, so the test can see that what lands on disk is sealed.
const rot: Cipher = {
  encrypt: (s) => Buffer.from(s).toString('base64').split('').reverse().join(''),
  decrypt: (s) => Buffer.from(s.split('').reverse().join(''), 'base64').toString(),
}

/** File modes are POSIX's; Windows guards the user's files by their profile folder instead. */
const POSIX_MODES = process.platform !== 'win32'
if (!POSIX_MODES)
  console.log('vault.test.ts: the 0600 file-mode test is skipped, Windows has no POSIX file modes')

describe('credential vault', () => {
  it('keeps the session across a restart, with the token sealed on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vault-'))
    createVault(createFileStore(dir), rot).writeSession({ token: 'secret-token', user, apiBaseUrl: api })
    const onDisk = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('')
    expect(onDisk).not.toContain('secret-token')
    const reopened = createVault(createFileStore(dir), rot)
    expect(reopened.readSession()).toEqual({ token: 'secret-token', user, apiBaseUrl: api })
  })

  it.runIf(POSIX_MODES)(
    "browser mode's file, token inside, is readable by this user only (0600 in a 0700 folder)",
    () => {
      const dir = join(mkdtempSync(join(tmpdir(), 'vault-')), 'clients', 'one')
      createVault(createFileStore(dir), plainCipher).writeSession({ token: 't', user, apiBaseUrl: api })
      expect(statSync(dir).mode & 0o777).toBe(0o700)
      for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).mode & 0o777, name).toBe(0o600)
    },
  )

  it('forgets a session it cannot unseal instead of failing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vault-'))
    createVault(createFileStore(dir), rot).writeSession({ token: 't', user, apiBaseUrl: api })
    const broken: Cipher = {
      ...rot,
      decrypt: () => {
        throw new Error('other machine')
      },
    }
    expect(createVault(createFileStore(dir), broken).readSession()).toBeNull()
    expect(createVault(createFileStore(dir), rot).readSession()).toBeNull()
  })

  it('clears the session on sign-out', () => {
    const vault = createVault(createFileStore(mkdtempSync(join(tmpdir(), 'vault-'))), plainCipher)
    vault.writeSession({ token: 't', user, apiBaseUrl: api })
    vault.clearSession()
    expect(vault.readSession()).toBeNull()
  })

  it('starts from default settings, keeps changes and refuses bad ones', () => {
    const vault = createVault(createFileStore(mkdtempSync(join(tmpdir(), 'vault-'))), plainCipher)
    expect(vault.readSettings()).toEqual(DEFAULT_SETTINGS)
    expect(vault.writeSettings({ uploadConcurrency: 5 }).uploadConcurrency).toBe(5)
    expect(vault.readSettings().uploadConcurrency).toBe(5)
    expect(() => vault.writeSettings({ publicSiteUrl: 'not a url' })).toThrow()
    // The View links open this address in the system browser: only a web address will do.
    expect(() => vault.writeSettings({ publicSiteUrl: 'file:///etc/passwd' })).toThrow()
    expect(() => vault.writeSettings({ uploadConcurrency: 9 })).toThrow()
    expect(vault.readSettings().publicSiteUrl).toBe(DEFAULT_SETTINGS.publicSiteUrl)
  })
})
