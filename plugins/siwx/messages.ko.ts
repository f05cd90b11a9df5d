import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Korean. */
export const siwxMessagesKo = {
  'siwx.title': '로그인',
  'siwx.heading': '{app}에서 지갑 연결이 필요합니다',
  'siwx.body':
    '이 메시지에 서명하여 지갑 소유를 증명하고 계속하세요. 비용이 들지 않으며 트랜잭션도 전송되지 않습니다.',
  'siwx.account': '{network}에서 {address}(으)로 로그인',
  'siwx.cancelRequired': '취소하면 연결이 해제됩니다.',
  'siwx.sign': '서명',
  'siwx.signing': '서명 중…',
  'siwx.waiting': '지갑에서 메시지에 서명하세요.',
  'siwx.cancel': '취소',
  'siwx.signedIn': '{address}(으)로 로그인했습니다.',
  'siwx.done': '완료',
  'siwx.declined': '서명이 거부되었습니다',
  'siwx.failed': '로그인하지 못했습니다. 다시 시도하세요.',
  'siwx.disconnectFailed': '연결을 해제하지 못했습니다',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>
