// Runs one command of the examples harness (npm pack, npm install, a build) to completion. Its output
// goes to a log file, not the terminal: a failure throws with the command, the log's path and its end.
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { readFile } from 'node:fs/promises'

export type RunOptions = {
  cwd: string
  /** Added to this process's environment. */
  env?: Record<string, string>
  /** Where stdout and stderr go (appended). */
  log: string
}

/**
 * This process's environment plus `extra`, without NODE_ENV: the test runner sets it ('test'), a user's
 * shell does not, and Next.js builds and serves with the wrong React under it.
 */
export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...env } = process.env
  return { ...env, ...extra }
}

export class CommandFailedError extends Error {
  override name = 'CommandFailedError'
}

/** Resolves with the command's stdout once it exits with 0. */
export async function run(command: string, args: readonly string[], options: RunOptions): Promise<string> {
  const log = createWriteStream(options.log, { flags: 'a' })
  log.write(`\n$ ${command} ${args.join(' ')}   (in ${options.cwd})\n`)
  const child = spawn(command, args, { cwd: options.cwd, env: userEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk
    log.write(chunk)
  })
  child.stderr.on('data', (chunk: Buffer) => log.write(chunk))
  const code = await new Promise<number | string>((resolve) => {
    child.once('error', (error) => resolve(error.message))
    child.once('close', (exitCode, signal) => resolve(exitCode ?? `signal ${signal}`))
  })
  await new Promise<void>((resolve) => log.end(resolve))
  if (code === 0) return stdout
  const tail = (await readFile(options.log, 'utf8')).split('\n').slice(-40).join('\n')
  throw new CommandFailedError(`${command} ${args.join(' ')} failed (${typeof code === 'number' ? `exit code ${code}` : code}); log: ${options.log}\n${tail}`)
}
