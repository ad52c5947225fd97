import { useCallback, useMemo, useRef, useState } from 'react'
import { TOKENS, type RouteEntry } from '../../kernel/index.ts'
import { useAppKitInstance, useKernel } from '../app-kit/context.tsx'
import { AlertBar } from './alert-bar.tsx'
import { Header } from './header.tsx'
import { ToastView } from './toast-view.tsx'
import { carryKey, useOutlet, ViewOutlet } from './view-outlet.tsx'

export interface ModalShellProps {
  titleId: string
  inDialog: boolean
  /** Drawn ahead of the first open, hidden: the open that shows it keeps the view already drawn. */
  ahead?: boolean
}

/** Header (title, back, close), the alert bar, the current view and the toast. */
export function ModalShell({ titleId, inDialog, ahead = false }: ModalShellProps) {
  const appKit = useAppKitInstance()
  const router = useKernel().get(TOKENS.router)
  // the route on screen: Back shows with the view it belongs to, not before its chunk has loaded
  const outlet = useOutlet()
  const depth = outlet.route.history.length
  // the open resets the router to an equal entry (the same view and data): the view drawn ahead is it
  const drawnAhead = useRef<RouteEntry | undefined>(undefined)
  if (outlet.kind === 'view') {
    if (ahead) drawnAhead.current = outlet.entry
    else if (drawnAhead.current) {
      if (depth === 1) carryKey(drawnAhead.current, outlet.entry)
      drawnAhead.current = undefined
    }
  }
  const [title, setTitle] = useState('')
  const onTitle = useCallback((next: string) => setTitle(next), [])
  // the view reports its title once it rendered: the header alone renders again for it, the view does not
  const view = useMemo(() => <ViewOutlet outlet={outlet} onTitle={onTitle} />, [outlet, onTitle])

  return (
    <>
      <Header
        title={title}
        titleId={titleId}
        canGoBack={depth > 1}
        onBack={() => router.goBack()}
        onClose={() => appKit.close()}
        inDialog={inDialog}
      />
      <AlertBar />
      {/* the body scrolls when the view is taller than the dialog may be; pt-1 keeps a first control's focus ring */}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-1 pb-4" data-testid="portico-body">
        {view}
      </div>
      <ToastView />
    </>
  )
}
