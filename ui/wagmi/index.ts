// `portico/wagmi`: Portico as the modal of a wagmi app (wagmi 2.19+ or 3.x, an optional peer). The
// connector imports nothing from wagmi (its contract is written out in wagmi-contract.ts), so an app
// that installs only `wagmi` needs nothing more. No React here: the app's own wagmi hooks do the rest.
export { porticoConnector, RECONNECT_TIMEOUT_MS } from './portico-connector.ts'
export type {
  ConnectParameters,
  ConnectResult,
  PorticoConnectorFn,
  PorticoWagmiConnector,
  WagmiConnectorConfig,
  WagmiConnectorEmitter,
} from './wagmi-contract.ts'
