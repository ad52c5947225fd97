import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { ShadowHost } from '../components/shadow-host.tsx'
import { useStore } from '../hooks/use-observable.ts'
import { buttonCss } from './button-css.ts'
import { BUTTON_LABELS } from './button-labels.ts'
import { useServerThemeCss, useThemedHost } from './use-themed-host.ts'

export interface NetworkButtonProps {
  disabled?: boolean
}

/** The active network's name; opens the network list. */
export function NetworkButton({ disabled }: NetworkButtonProps) {
  const appKit = useAppKitInstance()
  const { network } = internalsOf(appKit)
  const state = useStore(network, (n) => n)
  const locale = useStore(internalsOf(appKit).locale, (l) => l)
  const hostRef = useThemedHost(appKit)
  const serverCss = useServerThemeCss(appKit)
  const unsupported = state.unsupportedChainId !== undefined
  const view = unsupported ? 'UnsupportedChain' : 'Networks'
  const preload = () => internalsOf(appKit).preload(view)

  return (
    <ShadowHost tag="portico-network-button" css={buttonCss} serverCss={serverCss} hostRef={hostRef}>
      <button
        type="button"
        data-testid="network-button"
        data-variant="network"
        dir={locale.dir}
        lang={locale.tag}
        disabled={disabled}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => void appKit.open({ view }).catch(() => {})}
      >
        <span className="dot" aria-hidden="true" data-unsupported={unsupported || undefined} />
        <span>{unsupported ? BUTTON_LABELS[locale.language][2] : state.activeNetwork.name}</span>
      </button>
    </ShadowHost>
  )
}
