// The one line a cell prints: manager and app, the versions the install resolved, and the result.
export type CellResult = {
  name: string
  /** Resolved versions by package; missing ones are left out of the line. */
  versions: Record<string, string | undefined>
  /** The step that failed and its first line of explanation, or undefined when every step passed. */
  failure?: { step: string; message: string }
  /** What the cell did, e.g. ['install', 'tsc', 'build', 'connect']. */
  steps: readonly string[]
  seconds: number
}

/** `PASS npm vite-wagmi  react 19.2.0 · viem 2.40.0 · wagmi 3.7.7  (install, tsc, build, connect; 84 s)` */
export function cellLine(result: CellResult): string {
  const versions = Object.entries(result.versions)
    .filter(([, version]) => version !== undefined)
    .map(([name, version]) => `${name} ${version}`)
    .join(' · ')
  const outcome = result.failure ? `FAIL at ${result.failure.step}: ${gist(result.failure.message)}` : result.steps.join(', ')
  return `${result.failure ? 'FAIL' : 'PASS'} ${result.name}  ${versions || 'nothing resolved'}  (${outcome}; ${Math.round(result.seconds)} s)`
}

/**
 * A failure in one line: the message's first line, and the line of the command's log below it that
 * names the cause (`npm error code ERESOLVE`, `[vite]: Rolldown failed to resolve import …`), else
 * the first that mentions an error. Only the last command's output counts: a log echoes each command
 * (`$ npm …`) before its output, and earlier commands' output is not this failure's cause.
 */
export function gist(message: string): string {
  const [first = '', ...rest] = message.split('\n')
  const all = rest.map((line) => line.trim())
  const lastCommand = all.findLastIndex((line) => line.startsWith('$ '))
  const lines = all.slice(lastCommand + 1).filter(Boolean)
  const cause =
    lines.find((line) => /ERESOLVE|failed to resolve|cannot find|error TS\d+|ERR_[A-Z_]+|\w*Error: /i.test(line)) ?? lines.find((line) => /\berror\b/i.test(line))
  return cause && !first.includes(cause) ? `${first} — ${cause}` : first
}
