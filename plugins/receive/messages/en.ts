// English: the source of the receive plugin's message ids, with their exact English texts. After editing, run `npm run i18n`.
export default {
  'receive.title': 'Receive',
  'receive.noAccount': 'No account is connected.',
  'receive.qr': 'QR code of your address {address}',
  'receive.copy': 'Copy address',
  'receive.copied': 'Address copied',
  'receive.copyFailed': 'Could not copy the address',
  'receive.only': 'Send only on these networks',
  'receive.networks': 'Networks this address receives on',
} as const
