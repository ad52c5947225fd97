// English: the source of the siwx plugin's message ids, with their exact English texts. After editing, run `npm run i18n`.
export default {
  'siwx.title': 'Sign In',
  'siwx.thisApp': 'This app',
  'siwx.needsConnect': '{app} needs to connect to your wallet',
  'siwx.prove': 'Sign this message to prove you own {account}. It costs nothing and sends no transaction.',
  'siwx.thisWallet': 'this wallet',
  'siwx.openWallet': 'Open your wallet to sign the message.',
  'siwx.cancel': 'Cancel',
  'siwx.signing': 'Signing…',
  'siwx.authenticating': 'Authenticating…',
  'siwx.sign': 'Sign',
  'siwx.toast.authenticating': 'Authenticating...',
  'siwx.error.declined': 'Signature declined',
  'siwx.error.smartAccounts': 'This application might not support Smart Accounts',
  'siwx.error.notEnabled': 'SIWX is not enabled',
  'siwx.error.noAddress': 'No ActiveCaipAddress found',
  'siwx.error.invalidAddress': 'Invalid CAIP Address',
} as const
