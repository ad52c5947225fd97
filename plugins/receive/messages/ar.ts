// Arabic (Modern Standard). Every id of en.ts, with the same ICU arguments. After editing, run `npm run i18n`.
export default {
  'receive.title': 'استلام',
  'receive.noAccount': 'لا يوجد حساب متصل.',
  'receive.qr': 'رمز QR لعنوانك {address}',
  'receive.copy': 'نسخ العنوان',
  'receive.copied': 'تم نسخ العنوان',
  'receive.copyFailed': 'تعذّر نسخ العنوان',
  'receive.only': 'أرسل على هذه الشبكات فقط',
  'receive.networks': 'الشبكات التي يستقبل عليها هذا العنوان',
} as const
