// WalletConnect when the relay restarts mid-session (both sides reconnect by themselves, the next
// request goes through), and when the relay cannot be reached from the dApp's page: the stored account still
// shows at once on reload (nothing waits on the network), a request is refused before it is sent
// and the modal says so ('Connection Lost') with Reconnect; once the relay is reachable again,
// Reconnect works and the next request reaches the wallet. The dApp page's relay socket is cut with
// Playwright's WebSocket routing; the wallet page keeps its own connection to the real relay.
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { reloadRecordingStatuses } from './reload-statuses.ts'
import { e2eUrls } from './sandbox.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, modal, pairInMobileWallet, proposal, restartRelay, signApprovedInWallet } from './walletconnect-pages.ts'

const { address } = ANVIL_ACCOUNT_0
const UNREACHABLE = 'The WalletConnect relay cannot be reached. Your request was not sent.'
const lines: string[] = []

/** Routes the page's relay sockets through the test: passed on while up, refused while down. */
async function relaySwitch(page: Page) {
  let down = false
  const open = new Set<WebSocketRoute>()
  await page.routeWebSocket(
    (url) => url.href.startsWith(e2eUrls.relay),
    (ws) => {
      if (down) return void ws.close({ code: 1011, reason: 'relay unreachable (test)' })
      ws.connectToServer()
      open.add(ws)
      ws.onClose(() => open.delete(ws))
    },
  )
  return {
    async cut() {
      down = true
      await Promise.all([...open].map((ws) => ws.close({ code: 1011, reason: 'relay unreachable (test)' })))
    },
    restore() {
      down = false
    },
  }
}

captureConsoleOnFailure(lines)

test('relay out of reach: restored account at once, request refused before sending, Reconnect once the relay is back', async ({ page: dapp, context }) => {
  test.setTimeout(120_000)
  const relay = await relaySwitch(dapp)
  await dapp.goto('/')
  const wallet = await pairInMobileWallet(context, await copyWalletConnectLink(dapp), lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await dapp.keyboard.press('Escape')

  // The relay goes out of reach; a reload still shows the account, without a "disconnected" frame.
  await relay.cut()
  const statuses = await reloadRecordingStatuses(dapp)
  expect(statuses).not.toContain('disconnected')
  await expect(dapp.getByTestId('account-address')).toHaveText(address)

  // A request is refused before it is sent: the wallet never sees it, the visitor is told.
  await dapp.getByRole('button', { name: 'Sign message' }).click()
  const lost = modal(dapp, 'Connection Lost')
  await expect(lost).toContainText(UNREACHABLE, { timeout: 15_000 })
  await expect(dapp.getByTestId('sign-error')).toContainText(UNREACHABLE)
  await expect(wallet.getByRole('region', { name: 'Sign message' })).toHaveCount(0)

  // Reconnect while the relay is still down: it says so again and stays.
  await lost.getByRole('button', { name: 'Reconnect' }).click()
  await expect(lost.getByRole('alert')).toHaveText(UNREACHABLE, { timeout: 25_000 })

  // The relay is reachable again: Reconnect succeeds, and the next request goes through.
  relay.restore()
  await lost.getByRole('button', { name: 'Reconnect' }).click()
  await expect(lost).toHaveCount(0, { timeout: 25_000 })
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')

  await signApprovedInWallet(dapp, wallet)
})

test('the relay restarts mid-session: the dApp page and the wallet reconnect, the next request is signed', async ({ page: dapp, context }) => {
  test.setTimeout(60_000)
  await dapp.goto('/')
  const wallet = await pairInMobileWallet(context, await copyWalletConnectLink(dapp), lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await dapp.keyboard.press('Escape')

  const restarted = await restartRelay(1000)
  expect(restarted.closedSockets).toBeGreaterThanOrEqual(2) // the dApp page's and the wallet page's at least

  await signApprovedInWallet(dapp, wallet, { timeout: 20_000 })
  await expect(modal(dapp, 'Connection Lost')).toHaveCount(0)
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
})
