// Spanish (usted). Every id of en.ts, with the same ICU arguments. After editing, run `npm run i18n`.
export default {
  'siwx.title': 'Iniciar sesión',
  'siwx.thisApp': 'Esta aplicación',
  'siwx.needsConnect': '{app} necesita conectarse a su billetera',
  'siwx.prove': 'Firme este mensaje para demostrar que {account} es suya. No cuesta nada ni envía ninguna transacción.',
  'siwx.thisWallet': 'esta billetera',
  'siwx.openWallet': 'Abra su billetera para firmar el mensaje.',
  'siwx.cancel': 'Cancelar',
  'siwx.signing': 'Firmando…',
  'siwx.authenticating': 'Autenticando…',
  'siwx.sign': 'Firmar',
  'siwx.toast.authenticating': 'Autenticando...',
  'siwx.error.declined': 'Firma rechazada',
  'siwx.error.smartAccounts': 'Es posible que esta aplicación no admita cuentas inteligentes',
  'siwx.error.notEnabled': 'SIWX no está habilitado',
  'siwx.error.noAddress': 'No se encontró ninguna ActiveCaipAddress',
  'siwx.error.invalidAddress': 'Dirección CAIP no válida',
} as const
