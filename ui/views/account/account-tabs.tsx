import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { Tabs } from 'radix-ui'
import { TOKENS, type ChainNamespace, type Features, type ViewLoader, type ViewRegistry } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { SecondaryButton } from '../../components/buttons.tsx'
import { Spinner } from '../../components/spinner.tsx'
import { loadView } from '../load-view.ts'
import { TokensTab } from './tokens-tab.tsx'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'

/** The tab numbers of the account state's `currentTab`. */
export const TOKENS_TAB = 0
export const ACTIVITY_TAB = 1

/**
 * Activity is EVM only. The tab shows when `features.history` is on, the active family is eip155,
 * and a composed plugin fills the activity slot with a view (so it never leads to nothing).
 */
export function activityLoader(
  features: Pick<Features, 'history'>,
  namespace: ChainNamespace,
  views: Pick<ViewRegistry, 'get' | 'slot'>,
): ViewLoader | undefined {
  const view = views.slot('accountActivity')
  return features.history && namespace === 'eip155' && view ? views.get(view) : undefined
}

const trigger =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-semibold text-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:bg-surface data-[state=active]:text-fg'
// a fixed height: the dialog keeps its size when a tab is switched or its list arrives (it grew by 50 px at 1280x800)
const panel = 'h-72 w-full overflow-y-auto rounded-lg pt-2 focus-visible:outline-2 focus-visible:outline-accent'

export interface AccountTabsProps {
  address: string
  caipNetworkId: string
  namespace: ChainNamespace
  networkName: string
  currentTab: number
}

/**
 * Tokens and (when available) Activity under the balance: a WAI-ARIA tablist (Radix Tabs: roles,
 * arrow keys, Home/End), the selection kept in the account state. The Activity view is the
 * plugin's lazily loaded view, rendered inline; its code loads when the tab is first selected.
 */
export function AccountTabs({ address, caipNetworkId, namespace, networkName, currentTab }: AccountTabsProps) {
  const kernel = useKernel()
  const connection = kernel.get(TOKENS.connection)
  const loader = activityLoader(kernel.options.features, namespace, kernel.get(TOKENS.views))
  // a failed chunk load is retried with a new lazy component (React keeps a rejected one)
  const [attempt, setAttempt] = useState(0)
  const Activity = useMemo(
    // A fresh promise for lazy(): loadView's carries `status: 'fulfilled'` once loaded, and React
    // retries a thrown thenable so marked at once, before lazy has seen it settle (a render loop).
    () => (loader ? lazy(() => loadView(loader).then((module) => module as { default: ComponentType<{ data: undefined }> })) : undefined),
    [loader, attempt],
  )
  const selected = Activity && currentTab === ACTIVITY_TAB ? ACTIVITY_TAB : TOKENS_TAB
  const t = useTranslate(messages)

  return (
    <Tabs.Root className="w-full" value={String(selected)} onValueChange={(value) => connection.setCurrentTab(Number(value))} data-testid="account-tabs">
      <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 rounded-lg border border-line p-1">
        <Tabs.Trigger value={String(TOKENS_TAB)} className={trigger} data-testid="account-tab-tokens">
          {t('tabs.tokens')}
        </Tabs.Trigger>
        {Activity && (
          <Tabs.Trigger value={String(ACTIVITY_TAB)} className={trigger} data-testid="account-tab-activity">
            {t('tabs.activity')}
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content value={String(TOKENS_TAB)} className={panel}>
        <TokensTab address={address} caipNetworkId={caipNetworkId} networkName={networkName} />
      </Tabs.Content>
      {Activity && (
        <Tabs.Content value={String(ACTIVITY_TAB)} className={panel}>
          <PanelBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
            <Suspense
              fallback={
                <div className="flex min-h-24 items-center justify-center text-muted">
                  <Spinner size={24} label={t('tabs.loadingActivity')} />
                </div>
              }
            >
              <Activity data={undefined} />
            </Suspense>
          </PanelBoundary>
        </Tabs.Content>
      )}
    </Tabs.Root>
  )
}

function PanelFailure({ onRetry }: { onRetry(): void }) {
  const t = useTranslate(messages)
  return (
    <>
      <p role="alert" className="text-sm text-error">
        {t('modal.failed')}
      </p>
      <SecondaryButton onClick={onRetry}>{t('modal.tryAgain')}</SecondaryButton>
    </>
  )
}

/** A panel whose chunk failed to load (offline) or that threw offers a retry, not a blank tab. */
class PanelBoundary extends Component<{ children: ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <PanelFailure onRetry={this.props.onRetry} />
      </div>
    )
  }
}
