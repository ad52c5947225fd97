// The `portico` entry point: the kernel, the plugin contract and the helpers plugins share.
export { createKernel, type Kernel, type ServiceOverrides } from './container/create-kernel.ts'
export { loadKernel, resolvePlugins } from './container/load-kernel.ts'
export { TOKENS } from './tokens.ts'
export type { AccountFeature, Plugin, PluginContext, PluginParts, ShellSlot, ViewLoader } from './plugin/plugin.ts'
export type {
  AdapterAccountInfo,
  AdapterEvent,
  AdapterSession,
  Balance,
  ChainAdapter,
  ChecksConnection,
  Connects,
  ExposesProvider,
  OpensWalletApp,
  ReadsBalance,
  SendsTransaction,
  AdapterTransactionRequest,
  SignsMessage,
  SwitchesNetwork,
} from './adapter/chain-adapter.ts'
export { connectsOf, notConnectedError } from './adapter/adapter-parts.ts'
export { withNamedSolanaErrors, type SolanaProvider, type SolanaSendOptions, type SolanaTransactionLike } from './adapter/solana-provider.ts'
export type { PorticoOptions, Metadata, ThemeMode, ThemeVariables, CustomWallet, Endpoints } from './config/options.ts'
export { DEFAULT_ENDPOINTS, resolveOptions, type ResolvedOptions } from './config/resolve-options.ts'
export { DEFAULT_FEATURES, type Features, type SocialProvider, type WalletFeature } from './config/features.ts'
export { defineNetwork, type Network, type NetworkDefinition } from './network/network.ts'
export { explorerAddressUrl, explorerTransactionUrl } from './network/explorer-urls.ts'
export type { NetworkService, NetworkState } from './network/network-service.ts'
export { CONNECTOR_SECTIONS, type Connector, type ConnectorSection, type ConnectorType } from './connectors/connector.ts'
export type { ConnectorGroup, ConnectorsService } from './connectors/connectors-service.ts'
export type { AccountState, ConnectedWalletInfo } from './connection/account-state.ts'
export type { AfterConnect, ConnectAttempt, Connected, ConnectionEvent, ConnectionService, SendTransactionRequest, SwitchResult, WalletConnection } from './connection/connection-service.ts'
export type { Router, RouterState } from './router/router.ts'
export type { AfterSuccess, Transaction } from './router/transaction.ts'
export type { DataOf, RouteEntry, ViewData, ViewName } from './router/views.ts'
export type { Modal, ModalState, OpenOptions } from './modal/modal.ts'
export type { Toast, ToastState, ToastVariant } from './toast/toast.ts'
export type { LocaleService, LocaleState } from './i18n/locale-service.ts'
export { SHIPPED_LOCALES, type LocaleChoice, type ShippedLocale } from './i18n/locale-tag.ts'
export type { MessageLoaders, Messages, MessagesLoader, MessageValues } from './i18n/messages.ts'
export { ALERTS, type AlertCode, type AlertState, type Alerts } from './alerts/alerts.ts'
export type { Analytics, AnalyticsEventName, AnalyticsProperties, ErrorCategory, TrackOptions } from './analytics/analytics.ts'
export type { AuthFrame, AuthFrameState, AuthFrameTimeouts, FrameRect, FrameTheme, FrameTimeoutReason } from './auth-frame/auth-frame.ts'
export type { FrameUser, RequestName as FrameRequestName, RequestPayload as FrameRequestPayload, ResponsePayload as FrameResponsePayload } from './auth-frame/messages.ts'
export type { Logger, LogEntry } from './logger/logger.ts'
export { LOG_LEVELS, type LogLevelName } from './logger/levels.ts'
export type { Storage } from './storage/storage.ts'
export { isRecord } from './storage/codecs.ts'
export type { StorageBackend } from './storage/backends.ts'
export { readStoredCookies, serverStorage } from './storage/server-cookies.ts'
export type { StorageKey, StorageSchema, ConnectionStatus, AccountType, RecentWallet } from './storage/keys.ts'
export type { MethodPolicy, MethodRegistry } from './methods/method-registry.ts'
export { SOLANA_UNSAFE_METHODS } from './methods/solana-methods.ts'
export { checkPaymasterCapability, SPONSOR_OF_METHOD, UNSUPPORTED_CAPABILITY } from './methods/paymaster-capability.ts'
export { gasSponsorOf, type SponsoredCall } from './methods/gas-sponsor.ts'
export { MISSING_CAPABILITIES_ADDRESS, withCapabilitiesAddress } from './methods/capabilities-address.ts'
export type { Explorer, ExplorerWallet, GetWalletsParams, WalletPage } from './api/explorer.ts'
export { HttpError } from './api/http.ts'
export type { BlockchainApi, SupportedChainsApi } from './api/blockchain-api.ts'
export { commonQuery, type CommonQuery } from './api/common-query.ts'
export { isUnsupported, pathSegment, type ApiContext } from './api/api-context.ts'
export type { Identify, Query, QueryValue } from './api/http.ts'
export { createTimedCache, type TimedCache } from './api/timed-cache.ts'
export { readAnswer } from './api/response-schemas.ts'
export * as responseSchemas from './api/response-schemas.ts'
export type { SupportedChains } from './api/supported-chains.ts'
export type { RpcHealth, RpcProvider, RpcService } from './rpc/rpc-service.ts'
export type { ChainRpcHealth, ChainRpcUrl, RpcUrlHealth } from './rpc/chain-transport.ts'
export type { CustomRpcUrlMap } from './rpc/rpc-urls.ts'
export { createJsonRpcClient, JsonRpcError, type JsonRpcClient, type JsonRpcClientOptions, type JsonRpcFailure } from './rpc/json-rpc-client.ts'
export type { BalanceApi, GetBalanceParams, NativeBalance, TokenBalance } from './api/balance.ts'
export { addressKey, type GetIdentityParams, type Identity, type IdentityApi } from './api/identity.ts'
export type { GetHistoryParams, HistoryApi, HistoryPage, TransactionStatus, WalletTransaction, WalletTransactionMetadata, WalletTransfer } from './api/history.ts'
export { nameError, PROFILE_API_VERSION, readNameProfile, readNameProfiles, type NameLookupApi, type NameProfile } from './api/name-lookup.ts'
export type { SessionsApi, SmartSession } from './api/sessions.ts'
export type { ViewRegistry } from './views/view-registry.ts'
export type { Environment } from './environment.ts'
export {
  parseCaipAddress,
  parseCaipNetworkId,
  networkOfCaipAddress,
  addressOfCaip,
  evmChainNumber,
  toCaipAddress,
  toCaipNetworkId,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
} from './caip/caip.ts'
export { readCaipAccount, readCaipAccounts, type CaipAccount } from './caip/caip-account.ts'
export { evmCoinType } from './caip/coin-type.ts'
export { PorticoError, ProviderErrorCode, errorCodeOf, isUserRejection, messageOf } from './errors/portico-error.ts'
export { namedRpcError, RPC_ERROR_CODES, rpcErrorName, type RpcErrorName } from './errors/rpc-error-codes.ts'
export { NamedProviderError, namedProviderError, withNamedErrors } from './errors/provider-error.ts'
export type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxSession } from './siwx/siwx.ts'
export type { SiweConfig, SiweCreateMessageArgs, SiweMessageParams, SiweSession, SiweVerifyMessageArgs } from './siwx/siwe-config.ts'
export {
  createSiwxMessage,
  formatSiwxMessage,
  generateNonce,
  parseSiwxMessage,
  INVALID_SIWX_MESSAGE,
  SIGN_IN_TEMPLATE_ADDRESS,
  SIWX_NAMESPACE_NAMES,
  type FormatSiwxOptions,
  type SiwxMessageFormat,
} from './siwx/message.ts'
export { displayBalance, formatUnits, BALANCE_DISPLAY_DECIMALS } from './format/balance.ts'
export { parseUnitsExact, readUnits, type UnitsRead } from './format/units.ts'
export { utf8ToHex } from './format/utf8-hex.ts'
