/// <reference types="vite/client" />

// Where the sandbox's services are, read at build time; App.tsx falls back to `npm start`'s defaults.
interface ImportMetaEnv {
  /** '1': the hosted services and real chains instead of the sandbox. */
  readonly VITE_PORTICO_HOSTED?: string
  readonly VITE_PORTICO_PROJECT_ID?: string
  readonly VITE_PORTICO_CHAIN_A_RPC?: string
  readonly VITE_PORTICO_CHAIN_B_RPC?: string
  readonly VITE_PORTICO_API_URL?: string
  readonly VITE_PORTICO_RELAY_URL?: string
  readonly VITE_PORTICO_SECURE_FRAME_URL?: string
}
