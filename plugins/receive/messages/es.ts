// Spanish (usted). Every id of en.ts, with the same ICU arguments. After editing, run `npm run i18n`.
export default {
  'receive.title': 'Recibir',
  'receive.noAccount': 'No hay ninguna cuenta conectada.',
  'receive.qr': 'Código QR de su dirección {address}',
  'receive.copy': 'Copiar dirección',
  'receive.copied': 'Dirección copiada',
  'receive.copyFailed': 'No se pudo copiar la dirección',
  'receive.only': 'Envíe solo en estas redes',
  'receive.networks': 'Redes en las que esta dirección recibe',
} as const
