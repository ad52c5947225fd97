// A local server run as a child process for tests (anvil, redis-server): spawned with its output's
// tail kept for error messages, killed if this process exits first, stopped with SIGTERM then
// SIGKILL, and awaited until it answers. Node built-ins are imported lazily, as in port.ts: importing
// `portico/testing` in a browser bundle stays safe while these are not called there.
import type { ChildProcess } from 'node:child_process'
import { getFreePort } from './port.ts'

export type LocalProcessExit = { code: number | null; signal: NodeJS.Signals | null; error?: NodeJS.ErrnoException }

export type LocalProcess = {
  pid: number
  /** Resolves when the process ends, whether through stop() or a crash (or when it could not start). */
  exited: Promise<LocalProcessExit>
  /** How it ended, once it has. */
  exit(): LocalProcessExit | undefined
  /** The last 4,000 characters it printed, for error messages. */
  output(): string
  /** Ends the process (SIGTERM, then SIGKILL after 3 s) and waits for it. */
  stop(): Promise<void>
}

// Every live process, killed synchronously if this process exits without stopping them: a process
// outliving its test run would hold its port. (Process-wide by nature, like the OS processes it tracks.)
const live = new Set<ChildProcess>()
let exitHookInstalled = false

export async function spawnLocalProcess(binary: string, args: readonly string[], options: { cwd?: string } = {}): Promise<LocalProcess> {
  const { spawn } = await import('node:child_process')
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: options.cwd })
  live.add(child)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', () => live.forEach((c) => c.kill('SIGKILL')))
  }
  let output = ''
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  let exit: LocalProcessExit | undefined
  const exited = new Promise<LocalProcessExit>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child)
      exit ??= { code, signal }
      resolve(exit)
    })
    child.once('error', (error: NodeJS.ErrnoException) => {
      live.delete(child)
      output += `\n${error.message}`
      exit = { code: null, signal: null, error }
      resolve(exit)
    })
  })
  const stop = async () => {
    if (exit) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }
  return { pid: child.pid ?? -1, exited, exit: () => exit, output: () => output, stop }
}

/**
 * Polls `answers` until it is true. Throws `${name} exited (code N) before answering ${what}` with its
 * output if it ends first, or stops it and throws `did not answer ${what} within N ms` at the deadline.
 */
export async function waitForAnswer(
  service: LocalProcess,
  { name, what, answers, timeoutMs, intervalMs }: { name: string; what: string; answers: () => Promise<boolean>; timeoutMs: number; intervalMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const exit = service.exit()
    if (exit) throw new Error(`${name} exited (code ${exit.code}) before answering ${what}:\n${service.output().trim()}`)
    if (await answers()) return
    if (Date.now() > deadline) {
      await service.stop()
      throw new Error(`${name} did not answer ${what} within ${timeoutMs} ms:\n${service.output().trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/** Starts on a free port, up to three tries: a free port can be taken by another process between the probe and the bind. `final` errors are not retried. */
export async function onFreePort<T>(start: (port: number) => Promise<T>, final: (error: unknown) => boolean = () => false): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await getFreePort())
    } catch (error) {
      if (attempt === 3 || final(error)) throw error
    }
  }
}
