import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Turkish. */
export const siwxMessagesTr = {
  'siwx.title': 'Giriş yap',
  'siwx.heading': '{app} cüzdanınıza bağlanmak istiyor',
  'siwx.body':
    'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın. Ücretsizdir ve herhangi bir işlem göndermez.',
  'siwx.account': '{network} ağında {address} olarak giriş yapılıyor',
  'siwx.cancelRequired': 'İptal ederseniz bağlantınız kesilir.',
  'siwx.sign': 'İmzala',
  'siwx.signing': 'İmzalanıyor…',
  'siwx.waiting': 'Mesajı imzalamak için cüzdanınızı kontrol edin.',
  'siwx.cancel': 'İptal',
  'siwx.signedIn': '{address} olarak giriş yaptınız.',
  'siwx.done': 'Tamam',
  'siwx.declined': 'İmza reddedildi',
  'siwx.failed': 'Giriş başarısız oldu. Tekrar deneyin.',
  'siwx.disconnectFailed': 'Bağlantı kesilemedi',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>
