// How Portico talks to a chain's JSON-RPC nodes. Every call Portico makes itself goes through one
// transport per chain with these settings (docs/guide/rpc.md lists them for integrators).

/** A request to one RPC URL is abandoned after this long. */
export const RPC_TIMEOUT_MS = 10_000
/** Failed calls are tried again this many times (network errors, HTTP 403, 408, 413, 429 and 5xx). */
export const RPC_RETRY_COUNT = 3
/** The first retry waits this long, each next one twice as long (150, 300, 600 ms); a Retry-After header wins. */
export const RPC_RETRY_DELAY_MS = 150
/** Calls made in the same tick go as one JSON-RPC batch of at most this many calls. */
export const RPC_BATCH_SIZE = 1000
/** How long a batch waits for more calls before it goes (0: the end of the current tick). */
export const RPC_BATCH_WAIT_MS = 0
/** The URLs of a chain are pinged and ranked again this often. */
export const RPC_RANK_INTERVAL_MS = 4_000
/** Ranking looks at this many of the latest pings per URL. */
export const RPC_RANK_SAMPLE_COUNT = 10
/** A ping slower than this counts as a failure. */
export const RPC_PING_TIMEOUT_MS = 1_000
/** A URL's score: stability (the share of pings answered) weighs this much... */
export const RPC_STABILITY_WEIGHT = 0.7
/** ...and latency (against the slowest ping seen) this much. */
export const RPC_LATENCY_WEIGHT = 0.3
/** The call sent once per chain when its transport is made, unless `disableProviderPing` is set. */
export const RPC_TEST_METHOD = 'test'
/** No call waits longer than this, whatever the URLs do: the timeout times the retries. */
export const RPC_CALL_DEADLINE_MS = RPC_TIMEOUT_MS * RPC_RETRY_COUNT
