import { randomBytes } from 'node:crypto'
import { inflateRawSync } from 'node:zlib'
import { generate } from 'selfsigned'
import { SignedXml } from 'xml-crypto'

// A SAML identity provider built by the test: a self-signed certificate, and SAML Responses whose assertion
// is signed with xml-crypto (enveloped, exclusive canonicalisation, RSA-SHA256), as Shibboleth and ADFS sign.

export interface TestIdpKey {
  cert: string
  key: string
}

export const makeIdpKey = async (name = 'idp.example.edu'): Promise<TestIdpKey> => {
  const pems = await generate([{ name: 'commonName', value: name }], { keySize: 2048, algorithm: 'sha256' })
  return { cert: pems.cert, key: pems.private }
}

/** What the console's AuthnRequest (HTTP-Redirect binding) asked for. */
export function readAuthnRequest(url: string): {
  id: string
  acsUrl: string
  relayState: string
  issuer: string
} {
  const params = new URL(url).searchParams
  const xml = inflateRawSync(Buffer.from(params.get('SAMLRequest') ?? '', 'base64')).toString('utf8')
  return {
    id: xml.match(/\sID="([^"]+)"/)?.[1] ?? '',
    acsUrl: xml.match(/AssertionConsumerServiceURL="([^"]+)"/)?.[1] ?? '',
    issuer: xml.match(/<saml:Issuer[^>]*>([^<]+)</)?.[1] ?? '',
    relayState: params.get('RelayState') ?? '',
  }
}

export interface ResponseOptions {
  issuer: string
  inResponseTo: string
  acsUrl: string
  audience: string
  nameId: string
  attributes: Record<string, string[]>
  /** Sign the assertion with this key; none: unsigned. */
  signWith?: TestIdpKey
  /** Minutes from now the assertion stops being valid (negative: expired). */
  validForMinutes?: number
}

const iso = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** A SAML Response, base64 as the browser posts it to the ACS. */
export function samlResponse(options: ResponseOptions): string {
  const valid = options.validForMinutes ?? 5
  const assertionId = `_a${randomBytes(16).toString('hex')}`
  const attributes = Object.entries(options.attributes)
    .map(
      ([name, values]) =>
        `<saml:Attribute Name="${escape(name)}">${values
          .map((value) => `<saml:AttributeValue>${escape(value)}</saml:AttributeValue>`)
          .join('')}</saml:Attribute>`,
    )
    .join('')
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"` +
    ` ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${iso(0)}"` +
    ` Destination="${escape(options.acsUrl)}" InResponseTo="${options.inResponseTo}">` +
    `<saml:Issuer>${escape(options.issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${iso(0)}">` +
    `<saml:Issuer>${escape(options.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escape(options.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${options.inResponseTo}" NotOnOrAfter="${iso(valid)}" Recipient="${escape(options.acsUrl)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(-1)}" NotOnOrAfter="${iso(valid)}">` +
    `<saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction>` +
    `</saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(0)}" SessionIndex="_s${randomBytes(8).toString('hex')}">` +
    `<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>` +
    `</saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`
  return Buffer.from(options.signWith ? signAssertion(xml, options.signWith) : xml).toString('base64')
}

function signAssertion(xml: string, key: TestIdpKey): string {
  const signer = new SignedXml({
    privateKey: key.key,
    publicCert: key.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  })
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  })
  // The schema wants the assertion's signature right after its Issuer.
  signer.computeSignature(xml, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  })
  return signer.getSignedXml()
}
