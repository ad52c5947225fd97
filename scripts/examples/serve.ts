// Serves an example's production build: `vite preview` for the Vite apps, `next start` for Next.js.
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { join } from 'node:path'
import type { Framework } from './examples.ts'
import { userEnv } from './run.ts'

export type Server = { url: string; stop(): Promise<void> }

/** The command that serves a built example on 127.0.0.1:`port`. */
export function serveCommand(framework: Framework, dir: string, port: number): [string, string[]] {
  const bin = (name: string) => join(dir, 'node_modules', '.bin', name)
  return framework === 'vite'
    ? [bin('vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort']]
    : [bin('next'), ['start', '--hostname', '127.0.0.1', '--port', String(port)]]
}

export type StartServerOptions = {
  cwd: string
  env?: Record<string, string>
  /** Ready once a GET of this URL answers 200. */
  url: string
  /** stdout and stderr of the server (appended). */
  log: string
  timeoutMs?: number
}

/** Starts a server process and resolves once it answers; rejects (and stops it) if it exits or times out first. */
export async function startServer(command: string, args: readonly string[], options: StartServerOptions): Promise<Server> {
  const out = openSync(options.log, 'a')
  // Its own process group, so stop() also ends whatever the server spawned.
  const child = spawn(command, args, { cwd: options.cwd, env: userEnv(options.env), stdio: ['ignore', out, out], detached: true })
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message))
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`))
  })
  let running = true
  void exited.then(() => (running = false))

  const stop = async () => {
    if (!running) return
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal)
      } catch {
        // already gone
      }
    }
    kill('SIGTERM')
    const timer = setTimeout(() => kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + (options.timeoutMs ?? 30_000)
  while (running) {
    const status = await fetch(options.url).then((r) => r.status, () => 0)
    if (status === 200) return { url: options.url, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${command} ${args.join(' ')} did not answer 200 at ${options.url} in time (last status ${status}); log: ${options.log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${command} ${args.join(' ')} stopped before serving (${await exited}); log: ${options.log}`)
}
