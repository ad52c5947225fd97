// The sandbox inbox's JSON list (sandbox/mail/, `/api/messages?to=`), for specs that only need a
// mail's content (inbox-page.ts reads it as a person does, through the page).
import { expect, type Page } from '@playwright/test'
import { e2eUrls } from './sandbox.ts'

export type Mail = { id: number; subject: string; text: string }

export const CODE_MAIL = /Your Portico sandbox code/

/** The newest mail to `email` whose subject matches and whose id is above `after` (newest first); waits until it arrives. */
export async function latestMail(page: Page, email: string, subject: RegExp, after = 0): Promise<Mail> {
  let mail: Mail | undefined
  await expect(async () => {
    const response = await page.request.get(`${e2eUrls.mail}/api/messages?to=${encodeURIComponent(email)}`)
    expect(response.status()).toBe(200)
    mail = ((await response.json()) as { messages: Mail[] }).messages.find((m) => subject.test(m.subject) && m.id > after)
    expect(mail).toBeDefined()
  }).toPass({ timeout: 15_000 })
  return mail!
}

/** The 6-digit code at the end of a code mail's subject. */
export const codeOf = (mail: Mail) => /(\d{6})$/.exec(mail.subject)![1]!

/** The code of the newest code mail to `email` (above id `after`). */
export const latestCode = async (page: Page, email: string, after?: number) => codeOf(await latestMail(page, email, CODE_MAIL, after))
