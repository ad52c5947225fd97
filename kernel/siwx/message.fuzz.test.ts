// Property-based tests (fast-check) of the SIWX message text ("SIWX session and message",
// CAIP-122 / EIP-4361): the formatter writes what the wallet signs, the parser (portico/server's
// verifySiwx, the local config) reads what a visitor sends back, so the two must agree exactly.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { PorticoError } from '../errors/portico-error.ts'
import { checksumEvmAddress } from './evm-address.ts'
import { formatSiwxMessage, parseSiwxMessage, type FormatSiwxOptions } from './message.ts'
import type { SiwxMessageData } from './siwx.ts'

const chars = (alphabet: string, minLength: number, maxLength: number) => fc.string({ minLength, maxLength, unit: fc.constantFrom(...alphabet) })
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** One line of any text, unicode included (what a dApp may put in a statement or a request id). */
const line = (minLength: number, maxLength = 30) => fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((s) => !/[\r\n]/.test(s))
const time = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString())

const evmAccount = fc
  .tuple(chars('0123456789abcdef', 40, 40), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }))
  .map(([hex, upper]) => `0x${[...hex].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')}`)
const chain = fc.oneof(
  fc.tuple(fc.constant('eip155'), fc.bigInt({ min: 0n, max: 2n ** 64n }).map(String), evmAccount),
  fc.tuple(fc.constant('solana'), chars(BASE58, 32, 32), chars(BASE58, 32, 44)),
  fc.tuple(chars('abcdefghijklmnopqrstuvwxyz0123456789-', 3, 8), chars(`${ALNUM}-_`, 1, 32), chars(`${ALNUM}-.%`, 1, 64)),
)

/** Well-formed data, as a dApp's config and the modal build it. */
const data: fc.Arbitrary<SiwxMessageData> = fc
  .record(
    {
      chain,
      domain: fc.tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })).map(([host, port]) => (port ? `${host}:${port}` : host)),
      scheme: fc.constantFrom('https', 'http', 'siwx', 'my-app+v1.2'),
      uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
      nonce: chars(ALNUM, 8, 32),
      statement: line(1, 60),
      issuedAt: time,
      expirationTime: time,
      notBefore: time,
      requestId: line(1),
      resources: fc.array(fc.webUrl(), { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ['chain', 'domain', 'uri', 'nonce'] },
  )
  .map(({ chain, ...rest }) => [chain as [string, string, string], rest] as const)
  .map(([[namespace, reference, accountAddress], rest]) => ({ ...rest, chainId: `${namespace}:${reference}` as const, accountAddress, version: '1' as const }))

/** The options a dApp may set. */
const options = (d: SiwxMessageData): fc.Arbitrary<FormatSiwxOptions> =>
  fc.record(
    {
      messageFormat: fc.constantFrom('eip4361', 'informal'),
      // A name on line 1: one line in the header's sense (no U+2028/U+2029 either).
      networkName: fc.oneof(fc.constantFrom('Base', 'Ethereum', 'Sandbox Solana'), line(1).filter((n) => !/[\u2028\u2029]/.test(n))),
      clearChainIdNamespace: fc.boolean(),
    },
    { requiredKeys: [] },
  ).map((o) => {
    const out = { ...o }
    // Line 1 may name an Ethereum account only on an eip155 chain (the parser refuses it elsewhere).
    if (!d.chainId.startsWith('eip155:') && out.networkName === 'Ethereum') delete out.networkName
    return out
  })
const dataAndOptions = data.chain((d) => options(d).map((o) => [d, o] as const))

/** What the text keeps of the data: EVM addresses checksummed (EIP-55), empty optional fields left out. */
function normalized(d: SiwxMessageData): SiwxMessageData {
  const out: SiwxMessageData = { ...d }
  if (d.chainId.startsWith('eip155:')) out.accountAddress = checksumEvmAddress(d.accountAddress)
  for (const key of ['scheme', 'statement', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const) if (!out[key]) delete out[key]
  if (!out.resources?.length) delete out.resources
  return out
}

const invalidSiwx = (error: unknown) => error instanceof PorticoError && error.code === 'INVALID_SIWX_MESSAGE' && error.message.startsWith('Invalid SIWX message: ')

describe('the SIWX message text (CAIP-122 / EIP-4361)', () => {
  it('parse ∘ format is the identity: the text of any well-formed data reads back as that data (EVM address checksummed)', () => {
    assertProperty(
      'SIWX parse(format(data)) = data',
      fc.property(dataAndOptions, ([d, o]) => {
        expect(parseSiwxMessage(formatSiwxMessage(d, o))).toEqual(normalized(d))
      }),
    )
  })

  it('format ∘ parse is the identity: a text the formatter wrote is written again byte for byte from what it reads as', () => {
    assertProperty(
      'SIWX format(parse(text)) = text',
      fc.property(dataAndOptions, ([d, o]) => {
        const text = formatSiwxMessage(d, o)
        return formatSiwxMessage(parseSiwxMessage(text), o) === text
      }),
    )
  })

  it('no two different messages parse the same: two data give the same text only when they are the same message', () => {
    // Small alphabets so that equal texts happen; every field may differ.
    const small = fc
      .record(
        {
          reference: fc.constantFrom('1', '2'),
          address: fc.constantFrom('0x' + 'a'.repeat(40), '0x' + 'A'.repeat(40), '0x' + 'b'.repeat(40)),
          domain: fc.constantFrom('a.example', 'b.example'),
          scheme: fc.constantFrom('https', ''),
          uri: fc.constantFrom('https://a.example', 'https://b.example'),
          nonce: fc.constantFrom('abcdefgh', 'abcdefgi'),
          statement: fc.constantFrom('', 'Hi', 'URI: https://a.example'),
          issuedAt: fc.constantFrom(undefined, '2024-01-01T00:00:00.000Z'),
          requestId: fc.constantFrom('', '1'),
          resources: fc.constantFrom<string[]>([], ['https://a.example'], ['https://a.example', 'https://b.example']),
        },
      )
      .map((f): SiwxMessageData => ({ chainId: `eip155:${f.reference}`, accountAddress: f.address, domain: f.domain, scheme: f.scheme || undefined, uri: f.uri, version: '1', nonce: f.nonce, statement: f.statement, issuedAt: f.issuedAt, requestId: f.requestId, resources: f.resources }))
    assertProperty(
      'SIWX texts are one per message',
      fc.property(small, small, fc.constantFrom<FormatSiwxOptions>({}, { messageFormat: 'informal' }), (a, b, o) => {
        const same = formatSiwxMessage(a, o) === formatSiwxMessage(b, o)
        const parsedA = parseSiwxMessage(formatSiwxMessage(a, o))
        const parsedB = parseSiwxMessage(formatSiwxMessage(b, o))
        expect(same).toBe(JSON.stringify(normalized(a)) === JSON.stringify(normalized(b)))
        expect(same).toBe(JSON.stringify(parsedA) === JSON.stringify(parsedB))
      }),
    )
  })

  it('hostile data: the formatter refuses it (Invalid SIWX message: …) or writes a text that reads back as exactly that data, never as another message', () => {
    const hostile = fc.oneof(
      { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
      fc.constantFrom('', ' ', 'a b', 'x\nURI: https://evil.example', 'https://a.example', 'a://b', 'Ethereum', 'x account:', ' wants you to sign in with your X account:', '- ', 'a\u2028b', 'a\rb', 'tail ', ' head', '\u00a0'),
    )
    const field = fc.constantFrom('domain', 'scheme', 'uri', 'nonce', 'statement', 'requestId', 'accountAddress', 'chainId', 'resource', 'networkName')
    assertProperty(
      'SIWX formatter never writes another message',
      fc.property(dataAndOptions, field, hostile, ([d, o], which, value) => {
        const bad: SiwxMessageData = { ...d }
        const opts: FormatSiwxOptions = { ...o }
        if (which === 'resource') bad.resources = [...(d.resources ?? []), value]
        else if (which === 'networkName') opts.networkName = value
        else if (which === 'chainId') bad.chainId = `${d.chainId.split(':')[0]}:${value}` as SiwxMessageData['chainId']
        else (bad as unknown as Record<string, string>)[which] = value
        let text: string
        try {
          text = formatSiwxMessage(bad, opts)
        } catch (error) {
          return invalidSiwx(error)
        }
        expect(parseSiwxMessage(text)).toEqual(normalized(bad))
      }),
    )
  })

  it('any text never throws anything but a named refusal; a text it accepts is written back to a text that reads the same', () => {
    const mutated = fc.tuple(dataAndOptions, fc.nat(), fc.nat({ max: 3 }), fc.constantFrom('\n', ' ', ':', 'a', '0', '', '- ', 'URI: x')).map(([[d, o], at, cut, insert]) => {
      const text = formatSiwxMessage(d, o)
      const i = at % (text.length + 1)
      return text.slice(0, i) + insert + text.slice(i + cut)
    })
    assertProperty(
      'SIWX parser on any text',
      fc.property(fc.oneof(mutated, fc.string()), (text) => {
        let read: SiwxMessageData
        try {
          read = parseSiwxMessage(text)
        } catch (error) {
          return invalidSiwx(error)
        }
        expect(parseSiwxMessage(formatSiwxMessage(read, { messageFormat: 'informal' }))).toEqual(read)
      }),
    )
  })
})

describe('regressions the properties found (each was a text that read back as another message, or not at all)', () => {
  const base: SiwxMessageData = { domain: 'a.aa', uri: 'http://a.aa', nonce: 'aaaaaaaa', chainId: 'eip155:1', accountAddress: '0x0000000000000000000000000000000000000000', version: '1' }
  const refusal = (run: () => unknown) => {
    try {
      run()
    } catch (error) {
      return invalidSiwx(error) ? (error as PorticoError).message : String(error)
    }
    return 'accepted'
  }

  it('seed 2120652323: a domain with a space was written, and its text then refused by the parser', () => {
    expect(refusal(() => formatSiwxMessage({ ...base, domain: 'tail ' }))).toBe('Invalid SIWX message: domain must be one word (a host, no /), got "tail "')
  })

  it("a domain holding 'x://' read back as a scheme and another domain", () => {
    expect(refusal(() => formatSiwxMessage({ ...base, domain: 'a://b' }))).toBe('Invalid SIWX message: domain must be one word (a host, no /), got "a://b"')
  })

  it('seed -234897104: the text was trimmed, so a last resource (or request id) ending in a space read back without it', () => {
    const data = { ...base, resources: ['https://a.example/x '] }
    expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual({ ...data, accountAddress: checksumEvmAddress(base.accountAddress) })
  })

  it("seed -880025820: clearChainIdNamespace printed an eip155 reference that is not a number ('Chain ID: A'), which reads as no chain", () => {
    expect(refusal(() => formatSiwxMessage({ ...base, chainId: 'eip155:A' }, { messageFormat: 'informal', clearChainIdNamespace: true }))).toBe(
      'Invalid SIWX message: an eip155 chainId must end in a chain number, got "eip155:A"',
    )
  })

  it("clearChainIdNamespace on another namespace printed 'Chain ID: 123', which reads back as eip155:123: it now applies to eip155 only", () => {
    const cosmos = { ...base, chainId: 'cosmos:123' as const, accountAddress: 'cosmos1abc' }
    const text = formatSiwxMessage(cosmos, { messageFormat: 'informal', clearChainIdNamespace: true })
    expect(text).toContain('\nChain ID: cosmos:123\n')
    expect(parseSiwxMessage(text).chainId).toBe('cosmos:123')
  })

  it('seed -1705618141: an empty account address (non-eip155) was written as an empty line 2', () => {
    expect(refusal(() => formatSiwxMessage({ ...base, chainId: 'aaa:a', accountAddress: '' }))).toBe('Invalid SIWX message: accountAddress must be one word, got ""')
  })

  it("a network name the header cannot hold (empty, a line separator), or 'Ethereum' on another namespace, is refused", () => {
    expect(refusal(() => formatSiwxMessage(base, { messageFormat: 'informal', networkName: '' }))).toBe('Invalid SIWX message: networkName cannot name the account on line 1, got ""')
    expect(refusal(() => formatSiwxMessage(base, { messageFormat: 'informal', networkName: 'a\u2028b' }))).toMatch(/^Invalid SIWX message: networkName cannot name/)
    expect(refusal(() => formatSiwxMessage({ ...base, chainId: 'solana:abc', accountAddress: 'abc' }, { networkName: 'Ethereum' }))).toMatch(/^Invalid SIWX message: networkName cannot name/)
  })

  it('an empty resource was written as "- ", which the parser refuses; a lone carriage return is refused when read', () => {
    expect(refusal(() => formatSiwxMessage({ ...base, resources: [''] }))).toBe('Invalid SIWX message: a resource cannot be empty')
    const text = formatSiwxMessage({ ...base, statement: 'ab' }).replace('ab', 'a\rb')
    expect(refusal(() => parseSiwxMessage(text))).toBe('Invalid SIWX message: a carriage return alone is not a line break')
  })

  it('a chain id outside CAIP-2\'s grammar (spaces, upper-case namespace) is refused on both sides', () => {
    expect(refusal(() => formatSiwxMessage({ ...base, chainId: 'Eth:1', accountAddress: 'x' }))).toBe('Invalid SIWX message: chainId must be a CAIP-2 id (namespace:reference), got "Eth:1"')
    const text = formatSiwxMessage({ ...base, chainId: 'cosmos:hub', accountAddress: 'x' }).replace('cosmos:hub', 'cos mos:hub')
    expect(refusal(() => parseSiwxMessage(text))).toMatch(/^Invalid SIWX message: line \d+ must hold a CAIP-2 chain id/)
  })
})
