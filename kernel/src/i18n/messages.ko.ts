import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Korean. */
export const kernelMessagesKo = {
  'modal.label': '지갑 연결',
  'modal.close': '닫기',
  'modal.back': '뒤로',
  'modal.loading': '불러오는 중…',
  'connect.title': '지갑 연결',
  'connect.empty': '아직 사용할 수 있는 연결 방법이 없습니다.',
  'connect.emptyHint': '사이트 운영자에게 지갑 플러그인을 활성화해 달라고 요청하세요.',
  'view.error.title': '문제가 발생했습니다',
  'view.error.retry': '다시 시도',
  'view.error.hint': '다시 시도하거나 이 창을 닫고 다른 연결 방법을 선택하세요.',
  'view.cannotClose': '계속하려면 이 단계를 완료하세요.',
  'toast.region': '알림',
  'button.connect': '지갑 연결',
  'button.connecting': '연결 중…',
  'notice.close': '닫기',
  'theme.toggle': '밝은 테마와 어두운 테마 전환',
} satisfies Partial<Record<KernelMessageKey, string>>
