export {
  createNoticeService,
  type NoticeService,
  type NoticeState,
  type NoticeVariant,
} from './NoticeService'
