import { describe, expect, it } from 'vitest'
import { readSsoSettings } from '../../src/server/auth/sso-config'
import { grantFor } from '../../src/shared/rules/sso-access'

// The operator's identity-provider settings: a mistake is said at start-up, not at someone's sign-in.

describe('ACCESS_MAP', () => {
  const map = {
    'web-admins': { level: 1 },
    'fcs-editors': { level: 2, faculty: 'FCS' },
    dssd: { level: 4 },
  }

  it('gives the most powerful level among the groups, whatever their order', () => {
    expect(grantFor(map, ['dssd', 'fcs-editors'])).toEqual({ level: 2, faculty: 'FCS' })
    expect(grantFor(map, ['fcs-editors', 'dssd'])).toEqual({ level: 2, faculty: 'FCS' })
    expect(grantFor(map, ['students', 'web-admins'])).toEqual({ level: 1, faculty: null })
    expect(grantFor(map, ['students'])).toBeNull()
    // Inherited object keys are no groups.
    expect(grantFor(map, ['constructor', 'toString'])).toBeNull()
  })

  it('is read from JSON, and a level without its faculty or out of range stops the server', () => {
    expect(readSsoSettings({ ACCESS_MAP: JSON.stringify(map) }).accessMap).toEqual(map)
    expect(() => readSsoSettings({ ACCESS_MAP: '{"fcs": {"level": 2}}' })).toThrow(/faculty/)
    expect(() => readSsoSettings({ ACCESS_MAP: '{"x": {"level": 7}}' })).toThrow(/level/)
    expect(() => readSsoSettings({ ACCESS_MAP: '{nope' })).toThrow(/not JSON/)
  })
})

describe('providers', () => {
  it('are off unless configured, and half a configuration stops the server', () => {
    const none = readSsoSettings({})
    expect(none).toMatchObject({ localPasswords: true, oidc: null, saml: null })
    expect(() => readSsoSettings({ OIDC_ISSUER: 'https://login.example.edu' })).toThrow(/OIDC_CLIENT_ID/)
    expect(() => readSsoSettings({ SAML_ENTRY_POINT: 'https://idp.example.edu/sso' })).toThrow(
      /SAML_IDP_CERT/,
    )
  })

  it('switches passwords off only with LOCAL_PASSWORDS=0', () => {
    expect(readSsoSettings({ LOCAL_PASSWORDS: '0' }).localPasswords).toBe(false)
    expect(readSsoSettings({ LOCAL_PASSWORDS: '1' }).localPasswords).toBe(true)
  })

  it('reads a PEM certificate written on one line', () => {
    const settings = readSsoSettings({
      SAML_ENTRY_POINT: 'https://idp.example.edu/sso',
      SAML_IDP_CERT: '-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----',
      SAML_SP_ENTITY_ID: 'https://cms.example.edu/console',
    })
    expect(settings.saml?.idpCert).toBe('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----')
    expect(settings.saml?.displayName).toBe('your university account (SAML)')
  })
})
