// Sending mail to the sandbox inbox over real SMTP (nodemailer, the SMTP client of the same
// project as smtp-server and mailparser).
import { createTransport } from 'nodemailer'

export type OutgoingMail = { to: string; subject: string; text: string }

export type MailSender = {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** A sender that delivers to `smtp` as `from`; plain SMTP on loopback (no TLS, no auth). */
export function createMailSender(smtp: { host: string; port: number }, from: string): MailSender {
  const transport = createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true, pool: false })
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    close: () => transport.close(),
  }
}
