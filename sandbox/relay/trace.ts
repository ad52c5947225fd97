// An optional frame trace of the relay: one line per WebSocket frame in or out, plus socket
// open/close and relay down/up, so the order of publish / subscribe / delivery can be read after a
// failing run. Messages are named by the first hex digits of sha256(message), which is how the
// WalletConnect clients name them too (hashMessage), so a line here matches the clients' logs.
import { createHash } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import { rawId } from './rpc.ts'

/** `true`: stderr; a string: a file the lines are appended to; a function: receives each line. */
export type RelayTraceTarget = boolean | string | ((line: string) => void)

/** What the trace needs of a socket. */
export type TracedSocket = { readonly socketId: number; readonly clientId: string }

type Frame = { id?: unknown; method?: unknown; params?: any; result?: unknown; error?: { code?: unknown; message?: unknown } }

/** The target named by PORTICO_RELAY_TRACE: unset, '' or '0' → none; '1' or 'true' → stderr; anything else → a file path. */
export function traceTargetFromEnv(env: Record<string, string | undefined> = process.env): RelayTraceTarget | undefined {
  const value = env.PORTICO_RELAY_TRACE
  if (value === undefined || value === '' || value === '0' || value === 'false') return undefined
  if (value === '1' || value === 'true') return true
  return value
}

const short = (text: string, length = 8) => (text.length > length ? text.slice(0, length) : text)
/** did:key:z6Mk…: the last characters tell clients apart (the prefix is the same for every Ed25519 key). */
const client = (did: string) => `…${did.slice(-6)}`
export const messageHash = (message: string) => createHash('sha256').update(message).digest('hex')

function time(ms: number): string {
  return new Date(ms).toISOString().slice(11, 23)
}

/** The id as sent (ids beyond 2^53 digit for digit, as the clients log them). */
function idText(text: string, id: unknown): string {
  return (rawId(text, id) ?? 'null').replace(/^"|"$/g, '')
}

export class RelayTracer {
  private readonly write: (line: string) => void
  /** Lines of the frames sent while a received frame is handled: written after that frame's own line. */
  private group: { head: () => string; lines: string[]; pushes: Map<string, number> } | null = null

  constructor(
    target: Exclude<RelayTraceTarget, false>,
    private readonly now: () => number = Date.now,
  ) {
    if (typeof target === 'function') this.write = target
    else if (typeof target === 'string') this.write = (line) => appendFileSync(target, `${line}\n`)
    else this.write = (line) => process.stderr.write(`${line}\n`)
  }

  /** A relay-wide event (down, up, restart). */
  event(text: string): void {
    this.emit(`${time(this.now())} relay ${text}`)
  }

  open(socket: TracedSocket): void {
    this.emit(`${this.prefix(socket)} open`)
  }

  close(socket: TracedSocket, code: number, subscriptions: number): void {
    this.emit(`${this.prefix(socket)} close ${code} (had ${subscriptions} subscriptions)`)
  }

  /**
   * A received frame. Returns the function to call once it has been handled: the frame's line is
   * written then, with how many sockets each message it published was pushed to, followed by the
   * lines of the frames sent meanwhile (pushes to other sockets, the reply, stored messages).
   */
  receive(socket: TracedSocket, text: string): () => void {
    const at = this.now()
    let frame: Frame | null = null
    try {
      const parsed = JSON.parse(text)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) frame = parsed
    } catch {}
    const published = frame ? publishedMessages(frame) : []
    const group = {
      head: () => `${this.prefix(socket, at)} → ${frame ? describeRequest(frame, text, published, group.pushes) : `unparsed (${text.length} chars)`}`,
      lines: [] as string[],
      pushes: new Map<string, number>(),
    }
    this.group = group
    return () => {
      this.group = null
      this.emit(group.head())
      for (const line of group.lines) this.emit(line)
    }
  }

  /** A frame the relay sends. */
  send(socket: TracedSocket, text: string): void {
    let frame: Frame | null = null
    try {
      frame = JSON.parse(text)
    } catch {}
    const line = `${this.prefix(socket)} ← ${frame ? describeSent(frame, text) : `${text.length} chars`}`
    if (frame?.method === 'irn_subscription' && this.group) {
      const hash = messageHash(String(frame.params?.data?.message ?? ''))
      this.group.pushes.set(hash, (this.group.pushes.get(hash) ?? 0) + 1)
    }
    if (this.group) this.group.lines.push(line)
    else this.emit(line)
  }

  private prefix(socket: TracedSocket, at = this.now()): string {
    return `${time(at)} s${socket.socketId} ${client(socket.clientId)}`
  }

  private emit(line: string): void {
    try {
      this.write(line)
    } catch {
      // A trace that cannot be written must not break the relay.
    }
  }
}

/** The messages a request publishes: [hash, topic, tag]. */
function publishedMessages(frame: Frame): [string, string, unknown][] {
  const params = frame.params ?? {}
  switch (frame.method) {
    case 'irn_publish':
      return [[messageHash(String(params.message)), String(params.topic), params.tag]]
    case 'irn_batchPublish':
      return Array.isArray(params.messages) ? params.messages.map((m: any) => [messageHash(String(m?.message)), String(m?.topic), m?.tag]) : []
    case 'wc_proposeSession':
      return [[messageHash(String(params.sessionProposal)), String(params.pairingTopic), 1100]]
    case 'wc_approveSession':
      return [
        [messageHash(String(params.sessionProposalResponse)), String(params.pairingTopic), 1101],
        [messageHash(String(params.sessionSettlementRequest)), String(params.sessionTopic), 1102],
      ]
    default:
      return []
  }
}

function describeRequest(frame: Frame, text: string, published: [string, string, unknown][], pushes: Map<string, number>): string {
  if (frame.method === undefined) return `ack id=${idText(text, frame.id)}${frame.error ? ` error ${JSON.stringify(frame.error)}` : ''}`
  const params = frame.params ?? {}
  const parts = [String(frame.method), `id=${idText(text, frame.id)}`]
  if (typeof params.topic === 'string') parts.push(`topic=${short(params.topic)}`)
  if (Array.isArray(params.topics)) parts.push(`topics=[${params.topics.map((t: unknown) => short(String(t))).join(',')}]`)
  if (typeof params.sessionTopic === 'string') parts.push(`session=${short(params.sessionTopic)}`)
  if (typeof params.pairingTopic === 'string') parts.push(`pairing=${short(params.pairingTopic)}`)
  if (params.tag !== undefined && frame.method === 'irn_publish') parts.push(`tag=${params.tag}`)
  for (const [hash, topic, tag] of published)
    parts.push(`msg=${short(hash)} (tag ${tag}, topic ${short(topic)}) → ${pushes.get(hash) ?? 0} socket(s)`)
  return parts.join(' ')
}

function describeSent(frame: Frame, text: string): string {
  if (frame.method === 'irn_subscription') {
    const data = frame.params?.data ?? {}
    return `push id=${idText(text, frame.id)} msg=${short(messageHash(String(data.message)))} topic=${short(String(data.topic))} tag=${data.tag}`
  }
  if (frame.error) return `error id=${idText(text, frame.id)} ${frame.error.code} ${frame.error.message}`
  const result = JSON.stringify(frame.result)
  return `result id=${idText(text, frame.id)} ${result && result.length > 40 ? `${result.slice(0, 40)}…` : result}`
}
