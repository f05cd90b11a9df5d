import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Turkish. */
export const kernelMessagesTr = {
  'modal.label': 'Cüzdan bağla',
  'modal.close': 'Kapat',
  'modal.back': 'Geri',
  'modal.loading': 'Yükleniyor…',
  'connect.title': 'Cüzdan Bağla',
  'connect.empty': 'Henüz kullanılabilir bir bağlantı yöntemi yok.',
  'connect.emptyHint': 'Site sahibinden bir cüzdan eklentisini etkinleştirmesini isteyin.',
  'view.error.title': 'Bir şeyler ters gitti',
  'view.error.retry': 'Tekrar dene',
  'view.error.hint': 'Tekrar deneyin ya da bu pencereyi kapatıp başka bir bağlantı yöntemi seçin.',
  'view.cannotClose': 'Devam etmek için bu adımı tamamlayın.',
  'toast.region': 'Bildirimler',
  'button.connect': 'Cüzdan Bağla',
  'button.connecting': 'Bağlanıyor…',
  'notice.close': 'Kapat',
  'theme.toggle': 'Açık ve koyu tema arasında geçiş yap',
} satisfies Partial<Record<KernelMessageKey, string>>
