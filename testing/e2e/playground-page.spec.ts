// The playground's first load is clean: no request fails (a missing favicon was a 404) and nothing is
// logged as a console error.
import { expect, test } from '@playwright/test'

test('loading the playground logs no console error and no failed request', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // The browser asks for the favicon after the load event; give it that moment.
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
  expect(problems).toEqual([])
})
