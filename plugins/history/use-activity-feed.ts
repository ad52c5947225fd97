// One ActivityFeed per (account, network) for a component: made on mount and whenever either
// changes (the old one disposed, its request aborted), with its first page asked for at once.
import { useEffect, useState } from 'react'
import type { HistoryApi, Logger } from 'portico'
import { useObservable, type Subscribable } from '../../ui/kit/index.ts'
import { createActivityFeed, type ActivityFeed, type ActivityFeedState } from './activity-feed.ts'

const NOTHING: Subscribable = { subscribe: () => ({ unsubscribe() {} }) }
const STARTING: ActivityFeedState = { transactions: [], status: 'loading', hasMore: true, loaded: false }

export function useActivityFeed(history: HistoryApi, logger: Logger, address: string, chainId: string): { feed?: ActivityFeed; state: ActivityFeedState } {
  const [feed, setFeed] = useState<ActivityFeed>()
  useEffect(() => {
    const next = createActivityFeed({ history, address, chainId, onError: (error) => logger.warn('history fetch failed', error) })
    setFeed(next)
    void next.loadMore()
    return () => next.dispose()
  }, [history, logger, address, chainId])
  // until the effect ran (or for the old feed's last render) the list reads as starting
  const current = feed
  const state = useObservable(current?.state$ ?? NOTHING, () => current?.get() ?? STARTING)
  return { feed: current, state }
}
