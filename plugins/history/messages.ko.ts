import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Korean. */
export const historyMessagesKo = {
  'transactions.title': '활동',
  'transactions.delegated': '위임된 계정 (EIP-7702) · 위임 대상 {delegate}',
  'transactions.action': '활동',
  'transactions.loading': '활동을 불러오는 중…',
  'transactions.loadingMore': '활동을 더 불러오는 중…',
  'transactions.empty': '아직 활동이 없습니다',
  'transactions.emptyHint': '{network}의 트랜잭션이 여기에 표시됩니다.',
  'transactions.loadMore': '더 보기',
  'transactions.month': '{year}년 {month}',
  'transactions.type.send': '보냄',
  'transactions.type.receive': '받음',
  'transactions.type.trade': '스왑함',
  'transactions.type.approve': '승인함',
  'transactions.type.deploy': '배포함',
  'transactions.type.execute': '컨트랙트 호출',
  'transactions.failed': '실패',
  'transactions.to': '받는 주소 {address}',
  'transactions.from': '보낸 주소 {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} 및 {second}',
  'transactions.explorer': '{explorer}에서 보기',
  'transactions.batch.pending': '일괄 처리 대기 중',
  'transactions.batch.confirmed': '일괄 처리 확인됨',
  'transactions.batch.failed': '일괄 처리 실패',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
