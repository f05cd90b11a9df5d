import type { namesMessagesEn } from './messages.en.ts'

/** The names plugin's texts in Turkish. */
export const namesMessagesTr = {
  'choose.title': 'Ad seç',
  'choose.heading': 'Hesap adınızı seçin',
  'choose.body':
    '0x adreslerine veda edin: hesabınıza bir ad verin, herkes bu adla size gönderim yapabilsin.',
  'choose.start': 'Ad seç',
  'choose.action': 'Ad seç',
  'choose.owned': 'Bu hesabın adları',
  'choose.ownedLoading': 'Bu hesabın adları aranıyor…',
  'register.title': 'Ad seç',
  'register.label': 'Hesap adı',
  'register.zone': '.{zone}',
  'register.hint': 'Harf, rakam ve kısa çizgi; en az 4 karakter.',
  'register.problem.characters': 'Yalnızca harf, rakam ve kısa çizgi kullanın.',
  'register.problem.tooShort': 'En az 4 karakter kullanın.',
  'register.checking': '{name} kontrol ediliyor…',
  'register.available': '{name} kullanılabilir',
  'register.taken': '{name} zaten alınmış',
  'register.suggestions': 'Öneriler',
  'register.suggestion': '{name}, kullanılabilir',
  'register.submit': 'Kaydet',
  'register.registering': 'Kaydediliyor…',
  'success.title': 'Hesap Adı',
  'success.pending': '{name} kaydediliyor',
  'success.sign': 'Adı kaydetmek için cüzdanınızda mesajı imzalayın.',
  'success.cancel': 'İptal',
  'success.done': '{name} artık sizin',
  'success.body':
    'Hesabınız artık {name} olarak görünüyor ve herkes bu adla size gönderim yapabilir.',
  'success.back': 'Hesaba dön',
  'names.error.networkNotFound': 'Ağ bulunamadı',
  'names.error.accountNotFound': 'Adres veya kimlik doğrulama bağlayıcısı bulunamadı',
  'names.error.chainIdInvalid': 'Geçersiz chainId',
  'names.error.namespace': 'Adlar yalnızca EVM ağlarında kullanılabilir.',
  'names.error.nameInvalid':
    'Hesap adı: yalnızca harf, rakam ve kısa çizgi; en az 4 karakter, üst sınır yok',
  'names.error.signatureInvalid':
    'Cüzdan imza olmayan bir yanıt verdi (imza, 0x ve ardından onaltılık karakterlerden oluşur).',
  'names.error.signatureDeclined': 'İmza reddedildi',
  'names.error.register': '{name} adı kaydedilirken hata oluştu',
  'names.error.suggestions': 'Ad önerileri alınırken hata oluştu',
  'names.error.namesForAddress': 'Adrese ait adlar alınırken hata oluştu',
  'choose.ownedNone': 'Bu hesabın henüz bir adı yok. Başlamak için aşağıdan bir ad seçin.',
} satisfies Partial<Record<keyof typeof namesMessagesEn, string>>
