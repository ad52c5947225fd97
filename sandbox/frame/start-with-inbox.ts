// The secure frame together with the inbox its codes go to: what the sandbox and the bench start
// for the embedded wallet.
import { startMailServer, type MailServer } from '../mail/index.ts'
import { startSecureFrame, type SecureFrameServer } from './server.ts'
import type { FrameSolana } from './solana-wallet.ts'
import type { FrameChain } from './wallet.ts'

export type FrameWithInbox = { frame: SecureFrameServer; mail: MailServer; stop(): Promise<void> }

export async function startFrameWithInbox(options: { framePort: number; mailPort: number; apiUrl: string; chains: readonly FrameChain[]; solana?: FrameSolana }): Promise<FrameWithInbox> {
  const mail = await startMailServer({ port: options.mailPort })
  try {
    const frame = await startSecureFrame({ port: options.framePort, apiUrl: options.apiUrl, chains: options.chains, smtp: mail.smtp, ...(options.solana ? { solana: options.solana } : {}) })
    return {
      frame,
      mail,
      stop: async () => {
        await frame.stop()
        await mail.stop()
      },
    }
  } catch (error) {
    await mail.stop()
    throw error
  }
}
