// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ExplorerWallet } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../test-support/app-kit.tsx'
import { fakeEvm } from '../../test-support/fake-evm.ts'
import { fakeExplorer, servicesPlugin } from '../../test-support/fake-explorer.ts'
import WalletDetailsView, { title } from './wallet-details-view.tsx'
import { walletLinks } from './wallet-links.ts'

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

const rainbow: ExplorerWallet = {
  id: '1ae92b26',
  name: 'Rainbow',
  image_id: 'rainbow-img',
  homepage: 'https://rainbow.me/',
  mobile_link: 'rainbow:',
  app_store: 'https://apps.apple.com/us/app/rainbow-ethereum-wallet/id1457119021',
  play_store: 'https://play.google.com/store/apps/details?id=me.rainbow',
  webapp_link: '',
}

async function setup(wallet: ExplorerWallet, listing: ExplorerWallet[] = [], locale?: string) {
  const fake = fakeExplorer(listing)
  const evm = fakeEvm()
  const t = await loadedAppKit({ plugins: [evm.plugin, servicesPlugin({ explorer: fake.explorer })], ...(locale ? { locale } : {}) }, evm)
  appKit = t.appKit
  renderWith(appKit, <WalletDetailsView data={{ wallet }} />)
  await act(flush)
  return { ...t, fake }
}

describe('WalletDetails view', () => {
  it("is titled with the wallet's name", async () => {
    const { kernel } = await setup(rainbow)
    expect(typeof title === 'function' && title({ data: { wallet: rainbow }, kernel })).toBe('Rainbow')
    expect(typeof title === 'function' && title({ data: { wallet: { id: 'x', name: '  ' } }, kernel })).toBe('Wallet')
  })

  it("says plainly that WalletConnect is not available, and offers the wallet's links as real links", async () => {
    await setup(rainbow)
    expect(screen.getByText('WalletConnect is not available yet in this app')).toBeTruthy()
    const links = screen.getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mobile app', 'rainbow:'],
      ['App Store', rainbow.app_store],
      ['Google Play', rainbow.play_store],
      ['Website', 'https://rainbow.me/'],
    ])
    const site = screen.getByRole('link', { name: 'Website' })
    expect(site.getAttribute('target')).toBe('_blank')
    expect(site.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Mobile app' }).hasAttribute('target')).toBe(false)
    expect(document.body.querySelector('img')?.getAttribute('src')).toBe('https://img.test/getWalletImage/rainbow-img')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('in Spanish: the explanation, the links named in Spanish (brands kept)', async () => {
    await setup(rainbow, [], 'es')
    expect(screen.getByText('WalletConnect todavía no está disponible en esta aplicación')).toBeTruthy()
    expect(screen.getByText('Rainbow se conecta mediante WalletConnect, que esta aplicación todavía no ofrece. Puede obtener o abrir Rainbow aquí:')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Enlaces de Rainbow' })).toBeTruthy()
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Aplicación móvil', 'App Store', 'Google Play', 'Sitio web'])
    expect(screen.getByRole('link', { name: 'Sitio web', description: 'Se abre en una pestaña nueva' })).toBeTruthy()
  })

  it('never renders a script or local link, and renders names as text', async () => {
    await setup({
      id: 'evil',
      name: '<b>Evil</b>',
      homepage: 'javascript:alert(1)',
      mobile_link: 'java\tscript:alert(1)',
      desktop_link: 'data:text/html,<script>alert(1)</script>',
      app_store: 'file:///etc/passwd',
      webapp_link: '/relative',
    })
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.getByText('No links are listed for this wallet.')).toBeTruthy()
    expect(document.body.querySelector('b')).toBeNull()
    expect(document.body.textContent).toContain('<b>Evil</b> connects over WalletConnect')
  })

  it('fetches the links of a wallet known by id and name only (a recent one)', async () => {
    const { fake } = await setup({ id: rainbow.id, name: 'Rainbow' }, [rainbow])
    expect(fake.calls).toEqual([{ page: 1, entries: 1, include: [rainbow.id] }])
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://rainbow.me/')
  })
})

describe('walletLinks', () => {
  it('lists each href once, web links as web, app schemes as app', () => {
    expect(walletLinks({ id: 'x', name: 'X', homepage: 'https://x.io', webapp_link: 'https://x.io', desktop_link: 'x://open' })).toEqual([
      { label: 'Desktop app', href: 'x://open', kind: 'app' },
      { label: 'Web app', href: 'https://x.io/', kind: 'web' },
    ])
    expect(walletLinks(undefined)).toEqual([])
  })
})
