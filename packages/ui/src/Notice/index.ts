export { Notice, noticeAnnouncements, type NoticeProps } from './Notice';
export { noticeTones } from './Notice.css';
